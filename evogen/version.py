"""The package version (one home, read by the façade and by run headers)."""

__version__ = "0.1.0"
