"""Helpdesk: tickets, agents and statuses, with evidence tokens on writes and a stale decoy index."""

from mock_runtimes.helpdesk.tools import Helpdesk

RUNTIME = Helpdesk

__all__ = ["RUNTIME", "Helpdesk"]
