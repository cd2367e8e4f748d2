"""Maintenance: a facilities team's assets, work orders, technicians, spare parts and preventive
schedules, with evidence tokens on writes, a stale dashboard (decoy) and near-miss tools."""

from mock_runtimes.maintenance.tools import Maintenance

RUNTIME = Maintenance

__all__ = ["RUNTIME", "Maintenance"]
