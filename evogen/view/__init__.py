"""``evogen view``: a local, turn-by-turn viewer for run folders, in the browser.

    evogen view RUN_DIR [RUN_DIR …] [--port N] [--no-open]

A stdlib ``ThreadingHTTPServer`` on 127.0.0.1 (default port 8765; a free one when that is taken)
serves a static single-page app (``static/``: vanilla HTML/CSS/JS, nothing fetched from elsewhere)
and JSON endpoints that read the run folders lazily: ``episodes.jsonl`` is indexed once by byte
offset with a small summary per line (and again, incrementally, when it grows); a record or an
evidence file is read only when asked for. Damaged lines are skipped and named in the UI.

Routes of the app (hash routes; stable, so reports can link into the viewer). ``<run>`` is the run
folder's base name, made unique with ``-2``, ``-3`` … when two folders share one (as in
:func:`evogen.report.load.run_names`); a task id is URL-encoded (``presentation%2F001``; a raw
``/`` is accepted too)::

    #/                                                   the runs
    #/run/<run>[?suite=…&outcome=…&mechanism=…&failed=1&view=turns]
                                                         a run's tasks (or matching turns), filtered
    #/run/<run>/task/<task-id>                           a task's episodes, per-epoch pass strips
    #/run/<run>/task/<task-id>/epoch/<e>                 one episode, its five turns
    #/run/<run>/task/<task-id>/epoch/<e>/turn/<k>        one turn: request, reply, scores,
                                                         requirements, tools, state and source diffs
    #/compare/<task-id>?runs=<run>,<run>                 two (or more) runs on one task, turn by turn
    #/compare/<task-id>/epoch/<e>/turn/<k>?runs=<run>,<run>   the same turn of each, side by side

JSON endpoints (all ``GET``): ``/api/runs``, ``/api/tasks?run=``, ``/api/turns?run=``,
``/api/task?run=&task=``, ``/api/turn?run=&task=&epoch=&turn=``, ``/api/compare?task=&runs=``;
evidence files under ``/files/<run>/<path inside the run folder>`` (nothing outside it).
"""

from __future__ import annotations

from evogen.view.data import NotARunFolder, RunData, Viewer
from evogen.view.server import DEFAULT_PORT, make_server, serve

__all__ = ["DEFAULT_PORT", "NotARunFolder", "RunData", "Viewer", "make_server", "serve"]
