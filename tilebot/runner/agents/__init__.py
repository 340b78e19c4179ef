"""The LLM agents of stages B, C, D and F: a bounded Anthropic tool-use loop over sandboxed per-stage tools.

The agent writes code and reports; it never judges them: verdicts come from the stage's own checks.

Configuration: the runner needs ``ANTHROPIC_API_KEY`` in its environment (without it an agent stage
ends BLOCKED/env saying so); ``ANTHROPIC_BASE_URL`` redirects the SDK (tests point it at a local
server). Model, prices and budgets come from ``.tilebot.toml``; the budgets of one stage attempt follow from
its job timeout (``[timeouts]``), and these keys can only tighten them::

    [agents]
    model = "claude-opus-4-8"   # any model id the Messages API accepts
    max_turns = 40              # model calls per stage attempt, every build round together
    max_tokens = 16000          # output tokens per call
    # wall_seconds = ...        # default and ceiling: 70% of the stage's timeout (B: 45 min -> 31.5 min)
    # max_stage_tokens = ...    # default: 100k tokens (every class) per minute of that wall clock
    [agents.prices."claude-opus-4-8"]   # USD per million tokens; built-in rows for current models
    input = 5.0
    output = 25.0
    cache_read = 0.5
    cache_write = 6.25

Modules: ``runtime`` (the conversation, limits, stop reasons, usage), ``build_loop`` (B's and D's
write-build rounds in one conversation), ``reporter`` (C's and F's one-round reports), ``retry`` (which
failures to retry and how long to wait), ``tools`` (the sandbox), ``policies`` (what each stage may write
and run), ``prompts`` (templates/prompts/), ``results`` (an agent that cannot run -> BLOCKED/env).
"""
