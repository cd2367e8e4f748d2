"""Who failed: the harness's failures, kept apart from the policy's (which are turn outcomes).

None of these is ever scored. An :class:`InfrastructureError` is retried; if it persists, the
episode is recorded as *unfinished* and a rerun with the same run folder does it again. A
:class:`ProviderConfigError` stops the whole run at once: no episode can succeed.
"""

from __future__ import annotations


class InfrastructureError(RuntimeError):
    """The harness, not the policy, failed (build tool or browser crash): retry, never score."""


class ProviderUnavailable(InfrastructureError):
    """A model provider did not answer within the retry budget (rate limits, 5xx, timeouts)."""


class EvaluationError(InfrastructureError):
    """An LLM judge or actor gave no usable answer after its retries: the turn cannot be scored."""


class ProviderConfigError(RuntimeError):
    """The provider refused the configuration itself (bad key, unknown model): stop the run."""


class BackendUnavailable(RuntimeError):
    """The execution backend asked for cannot be used here (e.g. Ray is not installed or its
    cluster cannot be reached): the message says what to install or start."""
