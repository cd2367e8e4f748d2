"""Structured logging: quiet by default, JSON lines to a file for runs."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TextIO

import structlog

_file: TextIO | None = None


def configure_logging(level: int = logging.WARNING, json_file: Path | None = None) -> None:
    """Console shows ``level`` and above; with ``json_file`` every event is also appended there as JSON."""
    global _file
    if _file is not None:
        _file.close()
        _file = None
    processors: list = [structlog.processors.add_log_level, structlog.processors.TimeStamper(fmt="iso", utc=True)]
    if json_file is not None:
        json_file.parent.mkdir(parents=True, exist_ok=True)
        _file = json_file.open("a", encoding="utf-8")
        structlog.configure(
            processors=[*processors, structlog.processors.JSONRenderer()],
            wrapper_class=structlog.make_filtering_bound_logger(logging.DEBUG),
            logger_factory=structlog.WriteLoggerFactory(file=_file),
            cache_logger_on_first_use=False,
        )
        return
    structlog.configure(
        processors=[*processors, structlog.dev.ConsoleRenderer(colors=False)],
        wrapper_class=structlog.make_filtering_bound_logger(level),
        logger_factory=structlog.PrintLoggerFactory(),
        cache_logger_on_first_use=False,
    )
