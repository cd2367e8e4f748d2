"""The test run's own machinery: xdist groups must hold, since several integration tests share an
expensive fixture (built runs, a Ray cluster, a tool-state server) only within their group."""

from __future__ import annotations

import pytest


@pytest.mark.xdist_group("harness-self-check")
def test_xdist_groups_reach_the_scheduler(request):
    if not getattr(request.config.option, "loadgroup", False):
        pytest.skip("not running under pytest-xdist with --dist loadgroup")
    # loadgroup schedules by the "@group" suffix it appends to the node id; without it (pytest 9.2 with
    # pytest-xdist 3.8) the groups were ignored and each test rebuilt its group's shared fixture
    assert request.node.nodeid.endswith("@harness-self-check"), request.node.nodeid
