"""A full episode with the litellm policy, LLM actor and LLM evaluator against a scripted server."""

from __future__ import annotations

import json
import re

import pytest

from evogen.env import EvogenEnv
from evogen.llm import LLMClient
from evogen.llm.prompts import EVALUATOR_SYSTEM
from evogen.llm.testing import ScriptedLLMServer
from evogen.policies import run_episode
from evogen.policies.llm import LiteLLMPolicy
from evogen.records import EpisodeRecord, Outcome
from evogen.stages.act.llm import LLMActor
from evogen.stages.evaluate.llm import LLMEvaluator


def sectioned(reply: str, files: dict[str, str]) -> str:
    body = "\n\n".join(f"#### `{name}`\n```tsx\n{text}```" for name, text in files.items())
    return f"assistant_text: {reply}\n\n{body}\n"


@pytest.mark.xdist_group("llm-episode")
def test_llm_policy_actor_and_evaluator_full_episode(host, tool_task, tmp_path):
    def script(body: dict) -> dict:
        messages = body["messages"]
        if body.get("tools"):  # the actor: look at the page once, then decide
            if messages[-1]["role"] == "tool":
                return {"tool_calls": [{"name": "verdict", "arguments": {"passed": True, "reason": "seen it"}}]}
            return {"tool_calls": [{"name": "read_page", "arguments": {}}]}
        if messages[0]["content"] == EVALUATOR_SYSTEM:
            return {"content": json.dumps({"score": 5, "reasons": ["matches the evidence"], "failure_types": []})}
        prompt = messages[-1]["content"]
        turn = int(re.search(r"# Turn (\d) request", prompt).group(1))
        if turn == 3:
            return {"content": "I refuse to write code today."}  # malformed -> no_artifact
        return {"content": sectioned(*tool_task.solution(turn))}

    with ScriptedLLMServer(script) as server:
        def judge() -> LLMClient:
            return LLMClient("openai/judge", api_base=server.base_url, api_key="sk-test", cache_root=tmp_path)

        policy = LiteLLMPolicy("openai/author", api_base=server.base_url, api_key="sk-test", cache=False)
        with EvogenEnv(tool_task, browser=host, actor=LLMActor(judge()), evaluator=LLMEvaluator(judge()),
                       evidence_dir=tmp_path / "evidence", screenshots="requirements") as env:
            record = run_episode(env, policy)
    again = EpisodeRecord.model_validate_json(record.model_dump_json())  # the same record schema on disk
    assert [s.outcome for s in again.slots] == [Outcome.PASSED, Outcome.PASSED, Outcome.NO_ARTIFACT,
                                                Outcome.BLOCKED, Outcome.BLOCKED]
    first = again.slots[0]
    assert set(first.scores) == {"presentation", "execution", "alignment"}
    assert first.requirements[0].steps[0].verb == "read_page" and first.requirements[0].message == "seen it"
    assert first.usage.prompt_tokens > 0 and first.judge_usage.prompt_tokens > 0
    assert again.slots[2].reason == "unparseable" and "no file sections" in again.slots[2].message
    # the evaluator of turn 2 was shown screenshots (as images) for Presentation
    evaluator_calls = [r for r in server.requests if r["messages"][0]["content"] == EVALUATOR_SYSTEM]
    assert any(isinstance(r["messages"][1]["content"], list) for r in evaluator_calls)


PANTRY_APP = """import { useEffect, useState } from "react";
import { callTool } from "./bridge";

type Item = { item_id: string; label: string; stock: number };

export default function App() {
  const [items, setItems] = useState<Item[]>([]);
  const [note, setNote] = useState("");
  const load = () => callTool<{ items: Item[] }>("pantry_list_items", { pantry_id: "pantry_main" }).then((r) => setItems(r.items));
  useEffect(() => { load(); }, []);
  async function reserve(id: string) {
    const check = await callTool<{ evidence_token: string }>("pantry_check_availability", { pantry_id: "pantry_main", item_id: id });
    const done = await callTool<{ success: boolean; error: string | null }>("pantry_reserve_item",
      { pantry_id: "pantry_main", item_id: id, evidence_token: check.evidence_token });
    setNote(done.success ? `Reserved ${id}` : `Not reserved: ${done.error}`);
    await load();
  }
  return (
    <main>
      <h1>Pantry</h1>
      <ul>{items.map((i) => <li key={i.item_id}>{i.label}: {i.stock} <button onClick={() => reserve(i.item_id)}>Reserve {i.label}</button></li>)}</ul>
      <p>{note}</p>
    </main>
  );
}
"""


@pytest.mark.xdist_group("llm-episode")
def test_imported_official_task_runs_on_its_backend_with_llm_judges(host, tmp_path):
    from pathlib import Path

    from evogen.failures import EvaluationError
    from evogen.tasks.model import load_task
    from evogen.tasks.official import import_tasks

    fixtures = Path(__file__).resolve().parents[1] / "fixtures" / "official"
    import_tasks([fixtures / "single_tool_task.json"], tmp_path / "tasks",
                 backends=fixtures / "checkout" / "runtime" / "tool_backends")
    task = load_task(tmp_path / "tasks" / "tool-grounded" / "001")
    bad_judge = {"on": False}

    def script(body: dict) -> dict:
        messages = body["messages"]
        if body.get("tools"):
            last = messages[-1]
            if last["role"] == "tool" and "Reserved rice" in str(last.get("content")):
                return {"tool_calls": [{"name": "verdict", "arguments": {"passed": True, "reason": "reserved"}}]}
            if last["role"] == "tool" and "done" in str(last.get("content")):
                return {"tool_calls": [{"name": "read_page", "arguments": {}}]}
            return {"tool_calls": [{"name": "click", "arguments": {"target": {"control": "Reserve Rice (5 kg)"}}}]}
        if bad_judge["on"]:
            return {"content": "I would rather not say."}
        return {"content": json.dumps({"score": 5, "reasons": ["matches the evidence"], "failure_types": []})}

    with ScriptedLLMServer(script) as server:
        def judge() -> LLMClient:
            return LLMClient("openai/judge", api_base=server.base_url, api_key="sk-test", cache="off",
                             retry_budget_s=3)

        with EvogenEnv(task, browser=host, actor=LLMActor(judge()), evaluator=LLMEvaluator(judge()),
                       screenshots="none") as env:
            obs, _ = env.reset()
            assert {t["name"] for t in obs.tools} >= {"pantry_list_items", "pantry_reserve_item"}
            _obs, reward, *_rest, info = env.step({"reply": "A pantry console.", "files": {"src/App.tsx": PANTRY_APP}})
            result = info["turn_result"]
            assert result.outcome.value == "passed", result.message
            stock = env.runtime.snapshot()["pantry_share_v1"]["stock"]
            assert stock["rice"] < 4  # the reservations reached the official backend and its state carries
            # a judge that never answers with a score is an evaluation error, not a failed turn
            bad_judge["on"] = True
            before = env.runtime.snapshot()
            with pytest.raises(EvaluationError):
                env.step({"reply": "Same app.", "files": {"src/App.tsx": PANTRY_APP}})
            assert env.runtime.snapshot()["pantry_share_v1"]["stock"] == before["pantry_share_v1"]["stock"]
