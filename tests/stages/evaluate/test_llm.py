"""The role-configured LLM evaluator and the failure classifier, against the scripted server (no browser)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from evogen.failures import EvaluationError
from evogen.llm import LLMClient
from evogen.llm.testing import ScriptedLLMServer
from evogen.records import Mechanism, Outcome, RequirementResult, TurnResult
from evogen.stages.act.scripted import ActResult, Landing, RequirementRun
from evogen.stages.evaluate.classifier import classify_failure
from evogen.stages.evaluate.llm import LLMEvaluator
from evogen.stages.evaluate.roles import load_config
from evogen.tasks.model import Requirement


def act(passed=(True, False)) -> ActResult:
    reqs = [Requirement(id=f"r{i}", statement=f"requirement {i}", mechanism="affordance_binding",
                        check=[{"expect_text": "x"}], introduced_at=1) for i in range(len(passed))]
    return ActResult(
        landing=Landing(ok=True, seen_text="Total: $0.00", aria="- heading \"Budget\"", probe={"text_length": 12}),
        requirements=[RequirementRun(r, carried=False, passed=p, message="" if p else "button did nothing")
                      for r, p in zip(reqs, passed)],
    )


def client(server, tmp_path) -> LLMClient:
    # a cache per server: the cache key ignores the port, so two scripted servers would share answers
    return LLMClient("openai/judge", api_base=server.base_url, api_key="sk-test", retry_budget_s=3,
                     cache_root=Path(tmp_path) / server.base_url.rsplit(":", 1)[1].split("/")[0])


def judge(score, types=()):
    return {"content": json.dumps({"score": score, "reasons": ["seen"], "failure_types": list(types)})}


def test_default_roles_one_call_each_pass_iff_all_at_least_4(tmp_path):
    with ScriptedLLMServer([judge(5), judge(4), judge(5)]) as server:
        ev = LLMEvaluator(client(server, tmp_path)).evaluate("I added a budget.", act())
    assert set(ev.scores) == {"presentation", "execution", "alignment"} and ev.passed
    assert len(server.requests) == 3
    prompts = [r["messages"][1]["content"] for r in server.requests]
    assert "product designer" in json.dumps(prompts[0]) and "QA engineer" in json.dumps(prompts[1])
    # evidence ordered by trust: requirement results come before the assistant's reply
    align = prompts[2]
    assert align.index("## requirements") < align.index("## reply")
    assert ev.usage["prompt_tokens"] > 0


def test_low_score_without_failure_type_is_repaired(tmp_path):
    script = [judge(5), judge(2), judge(2, ["broken control"]), judge(5)]
    with ScriptedLLMServer(script) as server:
        ev = LLMEvaluator(client(server, tmp_path)).evaluate("reply", act())
    assert ev.scores["execution"].score == 2 and ev.scores["execution"].failure_types == ["broken control"]
    assert not ev.passed and len(server.requests) == 4


def test_malformed_or_missing_judge_answers_are_evaluation_errors_not_scores(tmp_path):
    script = [judge(5), judge(4), {"content": "no json"}, {"content": "still none"}, {"content": "{broken"}]
    with ScriptedLLMServer(script) as server:
        with pytest.raises(EvaluationError, match="alignment judge gave no usable answer after 3 tries"):
            LLMEvaluator(client(server, tmp_path)).evaluate("reply", act())
    with ScriptedLLMServer([{"status": 400, "message": "refused"}]) as server:
        with pytest.raises(EvaluationError, match="gave no answer"):
            LLMEvaluator(client(server, tmp_path)).evaluate("reply", act())


def test_jury_weighted_mean_and_majority_vote(tmp_path):
    config = load_config("jury")
    assert [r.weight for r in config.roles] == [15, 30, 45]
    # build 2, code 5, ui 5 -> (30 + 150 + 225) / 90 = 4.5 >= 4: passes although one role is low
    with ScriptedLLMServer([judge(2, ["runtime failure"]), judge(5), judge(5)]) as server:
        ev = LLMEvaluator(client(server, tmp_path), config).evaluate("reply", act(), source={"src/App.tsx": "x"})
    assert ev.passed and "weighted mean" in ev.rule
    assert "// src/App.tsx" in json.dumps(server.requests[1]["messages"])  # the code engineer reads the source
    voting = config.model_copy(update={"votes": 3, "roles": config.roles[:1]})
    with ScriptedLLMServer([judge(5), judge(2, ["runtime failure"]), judge(5)]) as server:
        ev = LLMEvaluator(client(server, tmp_path), voting).evaluate("reply", act())
    assert ev.scores["build_engineer"].score == 5 and len(server.requests) == 3


def test_checklist_judge(tmp_path):
    answer = {"content": json.dumps({"items": [{"id": "r0", "passed": True}, {"id": "r1", "passed": False,
                                                                               "reason": "no change seen"}]})}
    with ScriptedLLMServer([answer]) as server:
        ev = LLMEvaluator(client(server, tmp_path), "checklist").evaluate("reply", act())
    assert ev.scores["checklist"].score == 2 and not ev.passed
    assert "r1: no change seen" in ev.scores["checklist"].reasons
    prompt = json.dumps(server.requests[0]["messages"])
    assert "r0: requirement 0" in prompt and "r1: requirement 1" in prompt  # ids come with their statements


def test_failure_classifier(tmp_path):
    result = TurnResult(turn=2, outcome=Outcome.FAILED, response_received=True, message="execution 3",
                        requirements=[RequirementResult(id="r1", introduced_at=2, statement="Save works",
                                                        passed=False, message="nothing happened")])
    with ScriptedLLMServer([{"content": '{"mechanism": "affordance_binding", "reason": "dead button"}'},
                            {"content": '{"mechanism": "vibes"}'}]) as server:
        c = client(server, tmp_path)
        assert classify_failure(c, "Add a Save button", result).mechanism is Mechanism.AFFORDANCE_BINDING
        assert classify_failure(c, "Add a Save button!", result) is None


def test_unknown_config_is_a_clear_error():
    with pytest.raises(FileNotFoundError, match="built-in: checklist, default, jury"):
        load_config("nonexistent")
