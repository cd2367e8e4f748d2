"""A real model as the policy, through litellm.

    OPENAI_API_KEY=... python examples/llm_policy.py openai/gpt-4o-mini
    python examples/llm_policy.py ollama/qwen2.5-coder --api-base http://localhost:11434
    python examples/llm_policy.py --offline      # a scripted local server, no network

Responses are cached on disk by request hash: a rerun costs nothing.
"""

import argparse

import evogen
from evogen.policies import run_episode
from evogen.policies.llm import LiteLLMPolicy

parser = argparse.ArgumentParser()
parser.add_argument("model", nargs="?", default="openai/gpt-4o-mini")
parser.add_argument("--api-base")
parser.add_argument("--task", default="interaction/001")
parser.add_argument("--offline", action="store_true", help="answer with the reference from a scripted server")
args = parser.parse_args()


def run(policy):
    with evogen.make(args.task) as env:
        record = run_episode(env, policy)
    for slot in record.slots:
        print(slot.turn, slot.outcome.value, f"{slot.usage.prompt_tokens}+{slot.usage.completion_tokens} tokens",
              f"${slot.usage.cost_usd:.4f}", slot.message[:80])


if args.offline:
    import re

    from evogen.llm.testing import ScriptedLLMServer

    task = evogen.get_task(args.task)

    def answer(body):
        turn = int(re.search(r"# Turn (\d) request", body["messages"][-1]["content"]).group(1))
        reply, files = task.solution(turn)
        sections = "\n\n".join(f"#### `{n}`\n```tsx\n{t}```" for n, t in files.items())
        return {"content": f"assistant_text: {reply}\n\n{sections}"}

    with ScriptedLLMServer(answer) as server:
        run(LiteLLMPolicy("openai/scripted", api_base=server.base_url, api_key="sk-offline", cache=False))
else:
    run(LiteLLMPolicy(args.model, api_base=args.api_base))
