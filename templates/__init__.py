"""Jinja2 templates shared by the bot and the runner jobs (comments, checks, prompts, Rust skeletons)."""

from pathlib import Path

TEMPLATE_DIR = Path(__file__).parent
