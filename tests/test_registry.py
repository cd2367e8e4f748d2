import gymnasium
import pytest

import evogen


def test_list_and_select():
    every = evogen.list_tasks()
    assert "interaction/001" in every
    assert all(t.startswith("interaction/") for t in evogen.list_tasks("interaction"))
    assert evogen.select_tasks(["interaction/00*"])[0] == "interaction/001"
    # comma lists (as --tasks a,b) mix with repeated patterns; order kept, no duplicates
    chosen = evogen.select_tasks(["interaction/002,presentation/001", "interaction/002, tool-grounded/003"])
    assert chosen == ["interaction/002", "presentation/001", "tool-grounded/003"]
    with pytest.raises(evogen.UnknownTaskError):
        evogen.select_tasks(["interaction/001,interaction/999"])
    with pytest.raises(ValueError):
        evogen.list_tasks("games")


def test_unknown_id_suggests_a_close_one():
    # a typo in the suite name: the id it was meant to be comes first, however many tasks there are
    with pytest.raises(evogen.UnknownTaskError, match="did you mean 'interaction/001'"):
        evogen.get_task("interction/001")
    with pytest.raises(evogen.UnknownTaskError, match="not a task id"):
        evogen.make("hello")


def test_registered_with_gymnasium():
    assert evogen.gym_id("interaction/001") == "evogen/interaction-001-v0"
    spec = gymnasium.spec("evogen/interaction-001-v0")
    assert spec.kwargs == {"task_id": "interaction/001"}
