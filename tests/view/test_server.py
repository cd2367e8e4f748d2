"""The viewer's server and data access over real run folders (no browser here)."""

from __future__ import annotations

import http.client
import json
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

import pytest

from evogen.view import DEFAULT_PORT, NotARunFolder, RunData, Viewer, make_server
from evogen.view.api import turn as turn_api
from evogen.view.server import ViewerServer
from tests.view.conftest import REPO, TASK

pytestmark = pytest.mark.xdist_group("view")


class Client:
    def __init__(self, server: ViewerServer):
        self.port = server.server_address[1]

    def get(self, path: str, host: str | None = None) -> tuple[int, dict[str, str], bytes]:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            conn.putrequest("GET", path, skip_host=host is not None)
            if host is not None:
                conn.putheader("Host", host)
            conn.endheaders()
            res = conn.getresponse()
            return res.status, {k.lower(): v for k, v in res.getheaders()}, res.read()
        finally:
            conn.close()

    def json(self, path: str) -> dict:
        status, _, body = self.get(path)
        assert status == 200, body
        return json.loads(body)


def serving(folders: list[Path]) -> Iterator[tuple[ViewerServer, Client]]:
    server = make_server(folders, port=0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server, Client(server)
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="module")
def damaged(runs, tmp_path_factory) -> Path:
    """A copy of the failing run with a damaged line before its record and a torn one after it."""
    folder = tmp_path_factory.mktemp("damaged") / "v-damaged"
    shutil.copytree(runs["mut"], folder, ignore=shutil.ignore_patterns(".lock"))
    good = (folder / "episodes.jsonl").read_bytes()
    (folder / "episodes.jsonl").write_bytes(b'{"task_id": "x", "slots": [}\n' + b"not json at all\n" + good +
                                            b'{"schema_version": 1, "task_id": "tool-gr')
    return folder


@pytest.fixture(scope="module")
def client(runs, damaged, tmp_path_factory) -> Iterator[tuple[ViewerServer, Client]]:
    empty = tmp_path_factory.mktemp("empty") / "v-empty"
    empty.mkdir()
    yield from serving([runs["ref"], runs["mut"], runs["hostile"], damaged, empty])


def test_runs_are_named_and_described(client):
    _, c = client
    runs = {r["name"]: r for r in c.json("/api/runs")["runs"]}
    assert set(runs) == {"v-ref", "v-mut", "v-hostile", "v-damaged", "v-empty"}
    assert runs["v-ref"]["label"] == "reference @ v-ref"
    assert runs["v-mut"]["label"] == "mutant:rate=1,seed=1 @ v-mut"
    assert runs["v-ref"]["evaluator"].startswith("contract") and runs["v-ref"]["versions"]["evogen"]
    assert runs["v-ref"]["passed_turns"] == 5 and runs["v-mut"]["passed_turns"] == 4
    assert runs["v-empty"]["empty"] and runs["v-empty"]["episodes"] == 0


def test_failed_turn_has_requirement_message_screenshot_and_diffs(client):
    _, c = client
    turn = c.json(f"/api/turn?run=v-mut&task={quote(TASK, safe='')}&epoch=0&turn=2")
    assert turn["outcome"] == "failed" and turn["first_failed_mechanism"] == "external_state_grounding"
    resolve = next(r for r in turn["requirements"] if r["id"] == "resolve")
    assert not resolve["passed"] and not resolve["carried"] and "expected 'resolved'" in resolve["message"]
    status, headers, body = c.get(resolve["screenshot"]["url"])
    assert status == 200 and headers["content-type"] == "image/png" and body.startswith(b"\x89PNG")
    carried = next(r for r in turn["requirements"] if r["id"] == "show-status")
    assert carried["carried"] and carried["passed"] and not carried["regression"]
    assert turn["source"]["against"] == 1
    app = next(f for f in turn["source"]["files"] if f["file"] == "src/App.tsx")
    assert app["status"] == "changed" and "+" in app["diff"] and app["diff"].startswith("--- turn-1/src/App.tsx")
    assert any(t["name"] == "update_ticket_status" for t in turn["tool_log"])
    paths = {ch["path"]: ch for ch in turn["state"]["changes"]}
    assert paths["tickets.T-1005.status"]["after"] == '"pending"'  # the planted bug, seen in the state diff
    assert turn["build_log"] is None and turn["build_log_url"]  # shown only when the build failed
    first = c.json(f"/api/turn?run=v-mut&task={quote(TASK, safe='')}&epoch=0&turn=1")
    assert first["source"]["against"] is None and {f["status"] for f in first["source"]["files"]} == {"added"}


def test_filters_and_paging(client):
    _, c = client
    failed = c.json("/api/turns?run=v-mut&failed=1")
    assert [(t["task_id"], t["epoch"], t["turn"]) for t in failed["turns"]] == [(TASK, 0, 2)]
    assert c.json("/api/tasks?run=v-ref&failed=1")["total"] == 0
    assert c.json("/api/tasks?run=v-mut&mechanism=external_state_grounding")["total"] == 1
    assert c.json("/api/tasks?run=v-mut&suite=presentation")["total"] == 0
    assert c.json("/api/tasks?run=v-mut&outcome=build_failed")["total"] == 0
    everything = c.json("/api/turns?run=v-mut&limit=2&offset=2")
    assert everything["total"] == 5 and [t["turn"] for t in everything["turns"]] == [3, 4]
    strip = c.json("/api/tasks?run=v-mut")["tasks"][0]["epochs"][0]["outcomes"]
    assert strip == ["passed", "failed", "passed", "passed", "passed"]
    compare = c.json("/api/compare?task=" + quote(TASK, safe="") + "&runs=v-ref,v-mut")
    assert [r["run"]["name"] for r in compare["runs"]] == ["v-ref", "v-mut"] and compare["epochs"] == [0]


def test_path_traversal_is_refused(client, runs):
    _, c = client
    secret = runs["ref"].parent / "secret.txt"
    secret.write_text("do not serve")
    for path in ("/files/..%2f..", "/files/..%2f..%2fetc%2fpasswd", "/files/v-ref/..%2fsecret.txt",
                 "/files/v-ref/../secret.txt", "/files/v-ref/evidence/..%2f..%2fsecret.txt",
                 "/files/v-ref/%2e%2e/secret.txt", "/files/v-ref/..%5csecret.txt", "/static/..%2f__init__.py",
                 "/static/../data.py"):
        status, _, body = c.get(path)
        assert status in (403, 404), path
        assert b"do not serve" not in body and b"root:" not in body, path
    link = runs["ref"] / "evidence" / "link.txt"
    link.symlink_to(secret)
    try:
        status, _, body = c.get("/files/v-ref/evidence/link.txt")
        assert status == 403 and b"do not serve" not in body
    finally:
        link.unlink()
    status, _, _ = c.get("/api/runs", host="evil.example:80")
    assert status == 403  # DNS rebinding: only loopback names


def test_evidence_is_never_served_as_html(client):
    _, c = client
    turn = c.json(f"/api/turn?run=v-hostile&task={quote(TASK, safe='')}&epoch=0&turn=1")
    assert turn["reply"].startswith('<img src="x"')  # the API hands over the text as it is ...
    reply = next(e["url"] for e in turn["evidence"] if e["name"] == "reply.md")
    status, headers, body = c.get(reply)
    assert status == 200 and headers["content-type"].startswith("text/plain")  # ... and never as HTML
    assert headers["x-content-type-options"] == "nosniff" and "sandbox" in headers["content-security-policy"]
    status, headers, _ = c.get("/")
    assert status == 200 and "script-src 'self'" in headers["content-security-policy"]
    status, headers, body = c.get("/static/app.js")
    assert status == 200 and headers["content-type"].startswith("text/javascript")
    assert b"innerHTML" not in body and b"insertAdjacentHTML" not in body and b"document.write" not in body


def test_damaged_lines_are_skipped_with_notes(client):
    _, c = client
    run = next(r for r in c.json("/api/runs")["runs"] if r["name"] == "v-damaged")
    assert run["episodes"] == 1 and run["passed_turns"] == 4
    notes = " | ".join(run["notes"])
    assert "line 1: skipped a damaged record" in notes and "line 2: skipped a damaged record" in notes
    assert "line 4: the last line is incomplete" in notes
    turn = c.json(f"/api/turn?run=v-damaged&task={quote(TASK, safe='')}&epoch=0&turn=2")
    assert turn["outcome"] == "failed"  # read by byte offset, past the damaged lines
    status, _, body = c.get("/api/turn?run=v-damaged&task=nope&epoch=0&turn=2")
    assert status == 404 and "no episode" in json.loads(body)["error"]


def test_a_failed_build_shows_its_log(client):
    _, c = client
    turn = c.json(f"/api/turn?run=v-hostile&task={quote(TASK, safe='')}&epoch=0&turn=5")
    assert turn["outcome"] == "build_failed" and "Build failed" in turn["build_log"]
    app = next(f for f in turn["source"]["files"] if f["file"] == "src/App.tsx")
    assert turn["source"]["against"] == 4 and "+export const broken = ;" in app["diff"].splitlines()
    assert turn["requirements"] == [] and turn["state"]["changes"] == []
    assert c.json("/api/tasks?run=v-hostile&outcome=build_failed")["total"] == 1


def test_regressions_are_marked(client, runs, tmp_path):
    _, c = client
    turn = c.json(f"/api/turn?run=v-hostile&task={quote(TASK, safe='')}&epoch=0&turn=3")
    resolve = next(r for r in turn["requirements"] if r["id"] == "resolve")
    assert resolve["carried"] and not resolve["passed"] and resolve["regression"]
    assert c.json("/api/turns?run=v-hostile&failed=1")["turns"][0]["regressions"] == 1
    # an older record without the flag: worked out from the earlier turns of the episode
    folder = tmp_path / "v-unflagged"
    shutil.copytree(runs["hostile"], folder, ignore=shutil.ignore_patterns(".lock"))
    record = json.loads((folder / "episodes.jsonl").read_text())
    for slot in record["slots"]:
        for req in slot["requirements"]:
            req.pop("regression")
    (folder / "episodes.jsonl").write_text(json.dumps(record) + "\n")
    again = turn_api(Viewer([folder]), {"run": "v-unflagged", "task": TASK, "epoch": "0", "turn": "3"})
    assert [r["regression"] for r in again["requirements"]] == [False, True, False]


def test_the_index_follows_a_growing_file(runs, tmp_path):
    folder = tmp_path / "growing"
    shutil.copytree(runs["mut"], folder, ignore=shutil.ignore_patterns(".lock"))
    run = RunData(folder, "growing")
    assert [s.epoch for s in run.summaries()] == [0]
    record = json.loads((folder / "episodes.jsonl").read_text())
    record["epoch"] = 1
    with (folder / "episodes.jsonl").open("a") as fh:
        fh.write(json.dumps(record) + "\n")
    assert [s.epoch for s in run.summaries()] == [0, 1]
    assert run.record(TASK, 1).epoch == 1 and run.record(TASK, 0).epoch == 0


def test_older_runs_with_absolute_paths_resolve_from_evidence(runs, tmp_path):
    """An older run stored absolute paths, from a folder that has moved since."""
    folder = tmp_path / "moved" / "v-old"
    shutil.copytree(runs["mut"], folder, ignore=shutil.ignore_patterns(".lock"))
    record = json.loads((folder / "episodes.jsonl").read_text())
    old_root = "/somewhere/else/evidence-runs/v-old/"  # a folder name with "evidence" in it, too
    for slot in record["slots"]:
        slot["evidence"] = {k: old_root + v for k, v in slot["evidence"].items()}
        for req in slot["requirements"]:
            if req["screenshot"]:
                req["screenshot"] = old_root + req["screenshot"]
    (folder / "episodes.jsonl").write_text(json.dumps(record) + "\n")
    server = make_server([folder], port=0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        c = Client(server)
        turn = c.json(f"/api/turn?run=v-old&task={quote(TASK, safe='')}&epoch=0&turn=2")
        shot = next(r for r in turn["requirements"] if r["id"] == "resolve")["screenshot"]
        assert shot["url"] == ("/files/v-old/evidence/tool-grounded__901/epoch-0/episode-001/turn-2/screenshots/"
                               "000-resolve-fail.png")
        assert c.get(shot["url"])[0] == 200
        assert turn["request"].startswith("Add a button") and turn["source"]["against"] == 1
    finally:
        server.shutdown()
        server.server_close()


def test_names_are_unique_like_the_reports(runs, tmp_path):
    twin = tmp_path / "v-ref"
    shutil.copytree(runs["ref"], twin, ignore=shutil.ignore_patterns(".lock"))
    assert list(Viewer([runs["ref"], twin]).runs) == ["v-ref", "v-ref-2"]


def test_a_taken_port_is_said_and_another_is_used(runs):
    first = make_server([runs["ref"]], port=0)
    said: list[str] = []
    try:
        second = make_server([runs["ref"]], port=first.server_address[1], echo=said.append)
        assert second.server_address[1] != first.server_address[1]
        assert said and f"port {first.server_address[1]} is taken" in said[0]
        second.server_close()
    finally:
        first.server_close()
    assert DEFAULT_PORT == 8765


def test_not_a_run_folder(tmp_path):
    (tmp_path / "stuff.txt").write_text("hello")
    for path in (tmp_path / "missing", tmp_path / "stuff.txt", tmp_path):
        with pytest.raises(NotARunFolder):
            Viewer([path])
        proc = subprocess.run([sys.executable, "-m", "evogen.cli", "view", str(path), "--no-open", "--port", "0"],
                              cwd=REPO, capture_output=True, text=True, timeout=120)
        lines = (proc.stdout + proc.stderr).strip().splitlines()
        assert proc.returncode == 2, proc.stdout + proc.stderr
        assert len(lines) == 1 and "is not a run folder" in lines[0], lines
