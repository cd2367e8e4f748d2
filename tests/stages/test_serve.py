"""The sealed page: nothing the app does reaches the network — not HTTP, not WebSockets, not
preconnects, not WebRTC — and every attempt is recorded as blocked."""

from __future__ import annotations

import socket
import threading
import time

import pytest

pytestmark = pytest.mark.browser


class Listener:
    """A loopback TCP and UDP listener that records anything that reaches it."""

    def __init__(self) -> None:
        self.tcp = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.tcp.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.tcp.bind(("127.0.0.1", 0))
        self.tcp.listen(16)
        self.tcp.settimeout(0.2)
        self.udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.udp.bind(("127.0.0.1", 0))
        self.udp.settimeout(0.2)
        self.seen: list[str] = []
        self._stop = False
        self._threads = [threading.Thread(target=self._accept, daemon=True),
                         threading.Thread(target=self._receive, daemon=True)]
        for t in self._threads:
            t.start()

    @property
    def tcp_port(self) -> int:
        return self.tcp.getsockname()[1]

    @property
    def udp_port(self) -> int:
        return self.udp.getsockname()[1]

    def _accept(self) -> None:
        while not self._stop:
            try:
                conn, _ = self.tcp.accept()
                self.seen.append("tcp")
                conn.close()
            except OSError:
                continue

    def _receive(self) -> None:
        while not self._stop:
            try:
                self.udp.recvfrom(2048)
                self.seen.append("udp")
            except OSError:
                continue

    def close(self) -> None:
        self._stop = True
        for t in self._threads:
            t.join(timeout=2)
        self.tcp.close()
        self.udp.close()


def test_no_egress_by_any_channel(page_of):
    listener = Listener()
    tcp, udp = listener.tcp_port, listener.udp_port
    attempts = f"""
      const base = "http://127.0.0.1:{tcp}";
      const out = document.getElementById("out");
      const note = (k, v) => {{ out.textContent += k + "=" + v + " "; }};
      fetch(base + "/fetch").then(() => note("fetch", "ok"), () => note("fetch", "blocked"));
      const img = new Image(); img.src = base + "/img.png";
      for (const rel of ["preconnect", "dns-prefetch", "prefetch"]) {{
        const link = document.createElement("link"); link.rel = rel; link.href = base + "/" + rel; document.head.appendChild(link);
      }}
      try {{ navigator.sendBeacon(base + "/beacon", "x"); }} catch (e) {{}}
      try {{ new EventSource(base + "/events"); }} catch (e) {{}}
      try {{ const ws = new WebSocket("ws://127.0.0.1:{tcp}/ws"); ws.onerror = () => note("ws", "blocked"); }} catch (e) {{ note("ws", "threw"); }}
      try {{
        const pc = new RTCPeerConnection({{ iceServers: [{{ urls: "stun:127.0.0.1:{udp}" }}] }});
        pc.createDataChannel("x"); pc.createOffer().then((o) => pc.setLocalDescription(o));
        note("rtc", "created");
      }} catch (e) {{ note("rtc", "refused"); }}
      try {{
        const frame = document.createElement("iframe"); document.body.appendChild(frame);
        new frame.contentWindow.RTCPeerConnection({{ iceServers: [{{ urls: "stun:127.0.0.1:{udp}" }}] }});
        note("iframe-rtc", "created");
      }} catch (e) {{ note("iframe-rtc", "refused"); }}
      const w = new Worker(URL.createObjectURL(new Blob([`fetch("${{base}}/worker").catch(() => 0)`])));
    """

    def check(p):
        p.run([{"expect_text": "rtc=refused"}, {"expect_text": "iframe-rtc=refused"}])
        time.sleep(1.5)  # give any stray connection time to arrive (the listener, not a verdict)
        blocked = [b["url"] for b in p.session.log.blocked]
        assert any("/fetch" in u for u in blocked) and any("RTCPeerConnection" in u for u in blocked)
        return blocked

    try:
        page_of('<p id="out"></p>', check, script=attempts)
    finally:
        listener.close()
    assert listener.seen == [], f"the page reached the host: {listener.seen}"


def test_settled_waits_for_what_a_finished_call_sets_off(page_of):
    """A render scheduled as a later task after a tool call returns (as React does) lands before the
    page counts as settled: read straight after settling, the click's result is always there."""
    script = """
      let n = 0;
      document.getElementById("go").addEventListener("click", async () => {
        try { await window.__evogenCallTool("anything", {}); } catch (e) {}
        await Promise.resolve();
        const ch = new MessageChannel();
        ch.port1.onmessage = () => { document.getElementById("out").textContent = "result " + (++n); };
        ch.port2.postMessage(0);
      });
    """

    def check(p):
        seen = []
        for _ in range(25):
            p.session.page.click("#go")
            assert p.session.settle()
            seen.append(p.session.page.inner_text("#out"))
        return seen

    seen = page_of('<button id="go">Go</button><p id="out"></p>', check, script=script)
    assert seen == [f"result {i}" for i in range(1, 26)]
