"""Stage 6 — evaluators turn the actor's evidence into Presentation/Execution/Alignment scores."""

from evogen.stages.evaluate.contract import ContractEvaluator, Evaluation

__all__ = ["ContractEvaluator", "Evaluation", "load_evaluator"]


def load_evaluator(spec: str, **client_options: object) -> object:
    """``contract``, or ``llm:<model>[@<roles config>]`` (config: default | jury | checklist | a YAML path)."""
    if spec == "contract":
        return ContractEvaluator()
    kind, _, rest = spec.partition(":")
    if kind == "llm" and rest:
        from evogen.llm.client import LLMClient
        from evogen.stages.evaluate.llm import LLMEvaluator

        model, _, config = rest.partition("@")
        return LLMEvaluator(LLMClient(model, **client_options), config or "default")  # type: ignore[arg-type]
    raise ValueError(f"unknown evaluator {spec!r}: use 'contract' or 'llm:<model>[@default|jury|checklist|file.yaml]'")
