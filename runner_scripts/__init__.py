"""Deprecated import path, kept for one release: stage workflows written by tilebot 0.1 run
``python -m runner_scripts.job``. The runner now lives in ``tilebot.runner``; re-run ``tilebot init``."""
