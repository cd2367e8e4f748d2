from __future__ import annotations

import pytest

from evogen.stages.browser import BrowserHost


@pytest.fixture(scope="module")
def host():
    """One real Chromium per test module, shared by its envs (as a runner worker does)."""
    browser = BrowserHost()
    yield browser
    browser.close()
