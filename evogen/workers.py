"""Worker processes: spawned, and never outliving the process that started them."""

from __future__ import annotations

import ctypes
import signal


def die_with_parent() -> None:
    """In a worker: exit when the main process dies (even by SIGKILL), so no orphan keeps a browser;
    leave Ctrl-C to the main process."""
    try:
        libc = ctypes.CDLL("libc.so.6", use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass
    signal.signal(signal.SIGINT, signal.SIG_IGN)
