"""Shared fixtures. Integration tests use real Vite builds and real Chromium."""

from __future__ import annotations

from pathlib import Path

import pytest

from evogen.tasks.model import Task, load_task

FIXTURE_TASKS = Path(__file__).parent / "fixtures" / "tasks"


@pytest.fixture(scope="session")
def tool_task() -> Task:
    """A tiny tool-grounded task (helpdesk) used to test state carry-over."""
    return load_task(FIXTURE_TASKS / "tool-grounded" / "901")
