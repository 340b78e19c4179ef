"""Stands in for cupti-python on GPU-less test machines (only its import is checked)."""
