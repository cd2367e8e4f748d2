"""Approvals: expense claims and purchase requests against cost-centre budgets, with a
validate -> approve chain, a stale month-end budget decoy and near-miss flag/draft tools."""

from mock_runtimes.approvals.tools import Approvals

RUNTIME = Approvals

__all__ = ["RUNTIME", "Approvals"]
