"""The LLM agents of stages B, C, D and F: a bounded Anthropic tool-use loop over sandboxed per-stage tools.

The agent writes code and reports; it never judges them: verdicts come from the stage's own checks.

Configuration: the runner needs ``ANTHROPIC_API_KEY`` in its environment (without it an agent stage
ends BLOCKED/env saying so); ``ANTHROPIC_BASE_URL`` redirects the SDK (tests point it at a local
server). Model and budgets come from ``.tilebot.toml``::

    [agents]
    model = "claude-opus-4-8"   # any model id the Messages API accepts
    max_turns = 40              # model calls per stage
    max_tokens = 16000          # output tokens per call
    wall_seconds = 1800         # the stage's whole loop, retries and their waits included

Modules: ``runtime`` (the loop, limits, usage), ``retry`` (which failures to retry and how long to wait),
``tools`` (the sandbox), ``policies`` (what each stage may write and run), ``prompts`` (templates/prompts/),
``results`` (an agent that cannot run -> BLOCKED/env).
"""
