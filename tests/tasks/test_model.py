import pytest

import evogen
from evogen.tasks.model import TaskError, apply_edits


def test_interaction_001_loads_with_requirements_in_force():
    task = evogen.get_task("interaction/001")
    assert len(task.turns) == 5
    ids_at_3 = [r.id for r in task.requirements_in_force(3)]
    assert ids_at_3[:3] == ["title", "form-controls", "add-expense"]  # earlier turns first, in order
    assert "balances" in ids_at_3 and "category-subtotal" not in ids_at_3
    assert len(task.content_hash) == 64


def test_supersedes_retires_requirements(tool_task):
    task = tool_task.model_copy(deep=True)
    task._root = tool_task.root
    task.turns[3].supersedes = ["open-count"]
    assert "open-count" in [r.id for r in task.requirements_in_force(3)]
    assert "open-count" not in [r.id for r in task.requirements_in_force(4)]


def test_apply_edits_needs_exactly_one_match():
    files = {"src/App.tsx": "a b a"}
    assert apply_edits(files, [{"file": "src/App.tsx", "find": "b", "replace": "c"}])["src/App.tsx"] == "a c a"
    with pytest.raises(TaskError, match="once"):
        apply_edits(files, [{"file": "src/App.tsx", "find": "a", "replace": "c"}])
    with pytest.raises(TaskError, match="missing file"):
        apply_edits(files, [{"file": "src/X.tsx", "find": "a", "replace": "c"}])
