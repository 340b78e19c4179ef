"""The report files stages C and E write, built from what each stage computed (models in tilebot/core/reports.py)."""
