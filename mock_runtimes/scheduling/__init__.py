"""Scheduling: rooms, clinicians or instruments with time slots; hold → confirm bookings with tokens,
evidence-checked cancellations, waitlists, a near-miss manual request and a stale cached feed."""

from mock_runtimes.scheduling.tools import Scheduling

RUNTIME = Scheduling

__all__ = ["RUNTIME", "Scheduling"]
