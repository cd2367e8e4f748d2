"""Stage 6 — evaluators turn the actor's evidence into Presentation/Execution/Alignment scores."""

from evogen.evaluate.contract import ContractEvaluator, Evaluation

__all__ = ["ContractEvaluator", "Evaluation"]
