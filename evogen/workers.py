"""Worker processes: spawned, and never outliving the process that started them."""

from __future__ import annotations

import ctypes
import multiprocessing
import os
import signal
import threading
import time


def die_with_parent() -> None:
    """In a worker: exit when the main process dies (even by SIGKILL), so no orphan keeps a browser;
    leave Ctrl-C to the main process.

    On Linux the kernel kills the worker when its parent dies (``PR_SET_PDEATHSIG``). That only
    covers a parent dying after this call, so a parent already gone (killed while the worker was
    still starting up) ends the worker here; where the kernel offers no such signal, a watchdog
    thread looks for the parent once a second."""
    parent = multiprocessing.parent_process()
    expected = parent.pid if parent is not None else None
    armed = False
    try:
        libc = ctypes.CDLL("libc.so.6", use_errno=True)
        armed = libc.prctl(1, signal.SIGKILL) == 0  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if expected is None:
        return
    if os.getppid() != expected:  # the parent died before the signal was armed
        os._exit(1)
    if not armed:
        def watch() -> None:
            while os.getppid() == expected:
                time.sleep(1.0)
            os._exit(1)

        threading.Thread(target=watch, name="evogen-parent-watch", daemon=True).start()
