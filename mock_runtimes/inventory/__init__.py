"""Inventory: items with stock per location, transfer plans and commits, counts, purchase orders,
with evidence tokens on writes, a stale nightly report (decoy) and near-miss tools."""

from mock_runtimes.inventory.tools import Inventory

RUNTIME = Inventory

__all__ = ["RUNTIME", "Inventory"]
