"""Lodging: the front desk of a small guesthouse. Room types and rooms with housekeeping status,
reservations on a domain business date, rate plans with cancellation rules, assign -> check-in,
room moves, folios with charges, payments, voids and refunds, check-out on a zero balance and
no-shows, with evidence tokens on writes, a cached availability export (decoy) and near-miss tools."""

from mock_runtimes.lodging.tools import Lodging

RUNTIME = Lodging

__all__ = ["RUNTIME", "Lodging"]
