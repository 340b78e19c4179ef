"""The comment grammar: what is a command, what is not, and what each command means."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tilebot.bot.commands import COMMANDS, HELP_TEXT
from tilebot.bot.commands.base import Command
from tilebot.bot.commands.grammar import (
    MAX_COMMANDS_PER_COMMENT,
    CommandError,
    command_lines,
    may_hold_commands,
    parse_comment,
    parse_line,
)
from tilebot.bot.commands.translate import MAX_OPS_PER_COMMAND
from tilebot.core.stages import Stage


def test_translate_with_every_option() -> None:
    cmd = parse_line("/translate softmax rms_norm --reference=triton")
    assert isinstance(cmd, Command)
    assert cmd.args.ops == ("softmax", "rms_norm") and cmd.args.options() == {"reference": "triton"}


@pytest.mark.parametrize("option", ["--variant online", "--dtype float16"])
def test_translate_refuses_options_no_stage_reads(option: str) -> None:
    """--variant and --dtype were advertised but never narrowed a stage's work: they are refused, not ignored."""
    error = parse_line(f"/translate softmax {option}")
    assert isinstance(error, CommandError) and "unknown option" in error.message and "--reference" in error.message
    assert "--variant" not in error.usage and "--dtype" not in error.usage


def test_any_space_a_comment_shows_separates_words() -> None:
    cmd = parse_line("/translate\tsoftmax\u00a0rms_norm\u3000--reference\u00a0triton")
    assert isinstance(cmd, Command) and cmd.args.ops == ("softmax", "rms_norm") and cmd.args.reference == "triton"


@pytest.mark.parametrize("option", ["\u2014reference triton", "\u2013reference=triton"])
def test_a_phone_s_dash_starts_an_option(option: str) -> None:
    """Smart punctuation (iOS, macOS) turns a typed `--` into an em or en dash."""
    cmd = parse_line(f"/translate softmax {option}")
    assert isinstance(cmd, Command) and cmd.args.ops == ("softmax",) and cmd.args.reference == "triton"


def test_command_names_ignore_case() -> None:
    cmd = parse_line("/Translate softmax")
    assert isinstance(cmd, Command) and cmd.verb == "translate" and cmd.args.ops == ("softmax",)
    assert [c.verb for c in parse_comment("/CANCEL\n\n/Status").commands] == ["cancel", "status"]


def test_translate_takes_up_to_its_cap_of_ops() -> None:
    cmd = parse_line("/translate " + " ".join(f"op{i}" for i in range(MAX_OPS_PER_COMMAND)))
    assert isinstance(cmd, Command) and len(cmd.args.ops) == MAX_OPS_PER_COMMAND


def test_translate_defaults_and_dedupes_ops() -> None:
    cmd = parse_line("/translate softmax softmax")
    assert isinstance(cmd, Command) and cmd.args.ops == ("softmax",) and cmd.args.options() == {"reference": "auto"}


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("/translate", "name at least one op"),
        ("/translate ../../etc/passwd", "is not an op name"),
        ("/translate softmax;rm", "is not an op name"),
        ("/translate Softmax", "is not an op name"),
        ("/translate softmax --reference cuda", "choose one of cutile, triton, auto"),
        ("/translate softmax --reference", "needs a value"),
        ("/translate softmax --reference triton --reference cutile", "given twice"),
        ("/translate softmax --fast", "unknown option `--fast`"),
        ("/translate softmax -x", "unknown option `-x`"),
        ('/translate "softmax', "cannot read the arguments"),
        ("/cancel now", "takes no arguments"),
        ("/retry Z", "unknown stage `Z`; stages: preflight, A (analyze), B (write_kernel)"),
        ("/retry A B", "at most one stage"),
        ("/deploy", "unknown command `/deploy`"),
        ("translate softmax", "not a command"),
        ("    /help", "not a command"),
        ("/translate " + " ".join(f"op{i}" for i in range(MAX_OPS_PER_COMMAND + 1)), "at most"),
        ("/deploy now", "unknown command `/deploy`"),
        # A command's name with something stuck to it is a command typed wrong: answered, never ignored.
        ("/cancel.", "takes no arguments (got '.')"),
        ("/STATUS!", "`/status` takes no arguments (got '!')"),
        ("/translate: softmax", "`:` is not an op name"),
        ("/retry D.", "unknown stage `D.`"),
    ],
)
def test_malformed_commands_say_what_is_wrong(line: str, message: str) -> None:
    error = parse_line(line)
    assert isinstance(error, CommandError) and message in error.message
    usages = [spec.usage for spec in COMMANDS.values()]
    assert error.usage in ("\n".join(usages), *usages)


@pytest.mark.parametrize(
    ("arg", "stage"),
    [
        ("D", Stage.HOST_FFI),
        ("d", Stage.HOST_FFI),
        ("host_ffi", Stage.HOST_FFI),
        ("host-ffi", Stage.HOST_FFI),
        ("A", Stage.ANALYZE),
        ("preflight", Stage.PREFLIGHT),
        ("F", Stage.PERF_DIAG),
    ],
)
def test_retry_takes_a_stage_by_letter_or_name(arg: str, stage: Stage) -> None:
    cmd = parse_line(f"/retry {arg}")
    assert isinstance(cmd, Command) and cmd.verb == "retry" and cmd.args is stage


def test_retry_without_stage() -> None:
    cmd = parse_line("/retry")
    assert isinstance(cmd, Command) and cmd.verb == "retry" and cmd.args is None


def test_only_slash_lines_outside_code_quotes_and_html_comments() -> None:
    body = "\n".join(
        [
            "Could you port these?",
            "/translate softmax",
            "> /cancel",
            ">> /cancel",
            "```",
            "/retry",
            "```",
            "~~~~",
            "/retry",
            "~~~",  # too short to close the four-tilde fence
            "/retry",
            "~~~~",
            "    /status",
            "\t/status",
            "<!--",
            "/cancel",
            "-->",
            "<!-- /cancel -->",
            "see /usr/bin/env and `/translate x`",
            "/usr/bin/env is not a command",
            "   /help",
        ]
    )
    assert command_lines(body) == ["/translate softmax", "/help"]


def test_fenced_block_with_language_and_windows_newlines() -> None:
    body = "```bash\r\n/translate softmax\r\n```\r\n/status\r\n"
    assert command_lines(body) == ["/status"]
    assert command_lines("> quoted\r\n/translate softmax") == []  # one line break: the quote goes on
    assert command_lines("/translate softmax\r/status") == ["/translate softmax", "/status"]  # a lone CR ends a line


def test_a_command_name_with_something_stuck_to_it_is_answered_but_a_path_is_prose() -> None:
    body = "\n\n".join(
        ["/cancel.", "/STATUS!", "/translate: softmax", "/usr/bin/env is prose", "/etc. too", "/help/ and this"]
    )
    assert command_lines(body) == ["/cancel.", "/STATUS!", "/translate: softmax"]


@pytest.mark.parametrize("invisible", ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u200b \u2060"])
def test_a_line_shown_starting_with_a_command_is_one_whatever_invisible_characters_come_first(invisible: str) -> None:
    """Pasted text carries zero-width characters and BOMs: GitHub shows "\u200b/cancel" as a line starting with
    "/cancel"."""
    body = f"Please stop it.\n{invisible}/cancel\n\n{invisible}/translate softmax"
    assert [c.line for c in parse_comment(body).commands] == ["/cancel", "/translate softmax"]


def test_invisible_characters_inside_a_command_line_are_read_as_shown() -> None:
    (cmd,) = parse_comment("/trans\u200blate\u2060 soft\u200dmax \ufeff--reference\u200c triton").commands
    assert cmd.line == "/translate softmax --reference triton"
    assert cmd.args.ops == ("softmax",) and cmd.args.reference == "triton"
    (error,) = parse_comment("/translate\u200bsoftmax").errors  # nothing shows between them: one word
    assert "unknown command `/translatesoftmax`" in error.message


# Unicode's Default_Ignorable_Code_Point (DerivedCoreProperties.txt, Unicode 14.0), each range's ends, without the
# bidirectional formatting characters but the left-to-right mark, and without those a browser draws (BLANK_LOOKING):
# soft hyphen, combining grapheme joiner, Khmer inherent vowels, Mongolian variation selectors and vowel separator,
# zero-width space to the left-to-right mark, word joiner to invisible plus and a reserved one, deprecated format
# characters, variation selectors, BOM, reserved specials, musical beam and phrase controls, tags and supplementary
# variation selectors.
DEFAULT_IGNORABLE = [
    *(0x00AD, 0x034F, 0x17B4, 0x17B5, 0x180B, 0x180E, 0x180F, 0x200B, 0x200E, 0x2060, 0x2064, 0x2065, 0x206A),
    *(0x206F, 0xFE00, 0xFE0F, 0xFEFF, 0xFFF0, 0xFFF8, 0x1D173, 0x1D17A, 0xE0000, 0xE0001, 0xE0020, 0xE007F, 0xE0100),
    *(0xE01EF, 0xE0FFF),
]
# What shows as a blank (or a box, or nothing, as the font has it) but is no space: the Hangul choseong, jungseong,
# compatibility and halfwidth fillers and the shorthand format controls (default-ignorable, yet drawn: fonts give the
# fillers a width, and HarfBuzz hides neither), the braille pattern blank and the musical null notehead.
BLANK_LOOKING = [0x115F, 0x1160, 0x3164, 0xFFA0, 0x1BCA0, 0x1BCA3, 0x2800, 0x1D159]
# Unicode's bidirectional formatting characters (UAX #9) but the left-to-right mark (a command is left-to-right text
# already): the Arabic letter mark and the right-to-left mark (strong characters, default-ignorable too), embeddings,
# overrides and isolates.
REORDERING = [0x061C, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]


@pytest.mark.parametrize("code_point", DEFAULT_IGNORABLE, ids=lambda c: f"U+{c:04X}")
def test_every_default_ignorable_character_is_read_as_nothing(code_point: int) -> None:
    """A soft hyphen, a variation selector or a tag character shows as nothing, like a zero-width space."""
    c = chr(code_point)
    body = f"Please stop it.\n{c}/cancel\n\n/trans{c}late soft{c}max{c} --reference{c} triton"
    assert [c.line for c in parse_comment(body).commands] == ["/cancel", "/translate softmax --reference triton"]
    assert command_lines(f"> {c}/cancel\n\n    {c}/cancel\n\n`{c}/cancel`") == []  # nor out of a quote or code


@pytest.mark.parametrize("code_point", [0x00AC, 0x00AE, 0x2010, 0x2070, 0xFE10, 0xE1000])
def test_a_character_that_shows_is_read(code_point: int) -> None:
    # Each is next to a range of default-ignorable ones (or, past U+E0FFF, a private-use one): it is no part of them.
    (error,) = parse_comment(f"/translate soft{chr(code_point)}max").errors
    assert "not an op name" in error.message


@pytest.mark.parametrize("code_point", BLANK_LOOKING, ids=lambda c: f"U+{c:04X}")
def test_a_character_that_shows_as_a_blank_but_is_no_space_is_refused(code_point: int) -> None:
    """ "/trans\u3164late softmax" shows as "/trans late softmax": it must not run "/translate softmax", nor be read as
    "/trans late softmax" where a font shows nothing. Wherever it is in a command line, the line is refused with the
    character named, and echoed with it spelled out; the line counts as a command as it shows (the filler a space)."""
    c, named = chr(code_point), f"U+{code_point:04X}"
    body = f"/trans{c}late softmax\n\n/translate soft{c}max\n\n{c}/cancel\n\n/retry{c}\n\n/status{c}E"
    parsed = parse_comment(body)
    assert parsed.commands == [] and may_hold_commands(f"{c}/cancel")
    assert [(e.line, e.verb) for e in parsed.errors] == [
        (f"/trans[{named}]late softmax", None),
        (f"/translate soft[{named}]max", "translate"),
        (f"[{named}]/cancel", "cancel"),
        (f"/retry[{named}]", "retry"),
        (f"/status[{named}]E", "status"),
    ]
    assert all(f"holds {named}, which shows as a blank" in e.message for e in parsed.errors)
    assert command_lines(f"> {c}/cancel\n\n    {c}/cancel\n\n`{c}/cancel`\n\n{c}> /cancel") == []


@pytest.mark.parametrize(
    "code_point", [0x115E, 0x1161, 0x27FF, 0x2801, 0x3163, 0x3165, 0xFF9F, 0xFFA1, 0x1BC9F, 0x1BCA4, 0x1D158, 0x1D15A]
)
def test_a_character_beside_the_blank_looking_ones_is_read(code_point: int) -> None:
    (error,) = parse_comment(f"/translate soft{chr(code_point)}max").errors
    assert "not an op name" in error.message


def test_a_line_with_a_bidirectional_control_and_a_blank_names_the_control_and_spells_out_both() -> None:
    (error,) = parse_comment("/translate soft\u3164max \u202e--reference triton").errors
    assert error.line == "/translate soft[U+3164]max [U+202E]--reference triton"
    assert "holds U+202E, a bidirectional control" in error.message


@pytest.mark.parametrize("code_point", REORDERING, ids=lambda c: f"U+{c:04X}")
def test_a_bidirectional_control_that_reorders_the_line_is_not_read_as_nothing(code_point: int) -> None:
    """U+202E before "/cancel" shows "lecnac/", and U+200F "cancel/" (a right-to-left paragraph): no command. After a
    command's name the line does not show as it reads: refused with the character named, and echoed with it spelled
    out rather than obeyed."""
    c, named = chr(code_point), f"U+{code_point:04X}"
    assert command_lines(f"{c}/cancel") == command_lines(f"Please stop it.\n\u200b{c}/cancel") == []
    assert not may_hold_commands(f"{c}/cancel")
    (error,) = parse_comment(f"/translate soft{c}max").errors
    assert error.verb == "translate" and error.line == f"/translate soft[{named}]max"
    assert f"holds {named}, a bidirectional control" in error.message
    unknown = parse_line(f"/frobnicate {c}")
    assert isinstance(unknown, CommandError) and unknown.verb is None and named in unknown.message


def test_the_acknowledgement_s_check_reads_each_line_s_start_only() -> None:
    # It lets through what only Markdown tells apart (a command in code: command_lines, on a worker, finds none) ...
    assert may_hold_commands("```\n/cancel\n```") and command_lines("```\n/cancel\n```") == []
    assert may_hold_commands("Please\r\u00ad/cancel") and may_hold_commands("x\r\n  /help")
    # ... and nothing that cannot be a command whatever the Markdown.
    for prose in ("LGTM", "> /cancel", "see /cancel", "/usr/bin/env", "\u202e/cancel", ""):
        assert not may_hold_commands(prose), prose


@given(st.lists(st.sampled_from(["/cancel", "/usr", " ", "\n", "\r", ">", "`", "```", "\u200b", "<!--"])).map("".join))
def test_every_comment_with_a_command_passes_the_acknowledgement_s_check(body: str) -> None:
    assert may_hold_commands(body) or not command_lines(body)


def test_an_invisible_character_brings_no_command_out_of_code_or_a_quote() -> None:
    hidden = ["> \u200b/cancel", "    \u200b/cancel", "`\u200b/cancel`", "```\n\u200b/cancel\n```", "\u200b> /cancel"]
    for body in hidden:
        assert command_lines(body) == [], body
    # GitHub's parser reads it as a character: "\u200b```" opens no fence, and the line after it shows as text.
    assert command_lines("\u200b```\n/cancel") == ["/cancel"]


def test_a_command_between_two_code_blocks_or_tables_counts() -> None:
    code = "```\n/retry\n```\n\n/translate softmax\n\n```\n/cancel\n```"
    tables = "| a |\n| - |\n| /retry |\n\n/translate softmax\n\n| b |\n| - |\n| /cancel |"
    assert command_lines(code) == command_lines(tables) == ["/translate softmax"]


def test_where_marks_change_the_rendering_only_the_first_lines_are_tried() -> None:
    # Each try renders the whole comment again: the bound keeps a 64 KiB comment's cost. A mark in a reference link's
    # label over "/retry" unmatches its definition, so each line is tried alone.
    label = "see [.][x\n/retry\nx]\n\n[x /retry x]: https://e.com\n\n"
    lines = command_lines(label + "\n\n".join(["/status"] * (MAX_COMMANDS_PER_COMMENT + 2)))
    assert lines == ["/status"] * (MAX_COMMANDS_PER_COMMENT - 1)


def test_what_github_renders_as_code_a_quote_or_hidden_is_not_a_command() -> None:
    # Each body renders (cmark-gfm, as on GitHub) with the command inside code, a quote, a table, raw HTML or an HTML
    # comment.
    hidden = [
        "```\n    ```\n/translate softmax\n```",  # a fence indented 4 spaces does not close the block
        "```\n```x\n/translate softmax\n```",  # nor does one with text after it
        "see <!--\n/translate softmax\n-->",  # a comment opened mid-line
        "see <!-- a --> and <!--\nb\n--> c <!--\n/translate softmax\n-->",
        "> quoted\n/translate softmax",  # the quote's paragraph goes on (lazy continuation)
        "> quoted\n--\n/translate softmax",  # two dashes are text, not a thematic break
        "see <!--\nx\ny\n/translate softmax\n-->",
        "see <!--\nx --><!--\n/translate softmax\n-->",  # closed and opened again
        "see <!--\n    - x\n/translate softmax\n-->",  # indented 4, the dash goes on the paragraph
        "- see <!--\n/translate softmax\n-->",
        "- ```\n  /translate softmax\n  ```",  # a fence opened on a list item's line
        "see `x\n/translate softmax` here",  # a code span over two lines
        "`x\n/translate softmax\nmore` and",  # over three
        'x <span title="a\n/translate softmax">y</span>',  # an HTML tag's attribute
        "<details>\n/translate softmax\n</details>",  # raw HTML
        "| a |\n| - |\n/translate softmax | x",  # a table's row
        "/translate softmax\n| - |",  # a one-column table's header
        "> quoted\n\u00a0\n/translate softmax",  # a no-break space is no blank line: the quote goes on
        "```\nx\n```\u00a0\n/translate softmax",  # nor does it close a fence
        "- item\n<span>\n/translate softmax",  # a tag alone on a line after an item opens raw HTML
        "see [.][x\n/translate softmax\nx]\n\n[x /translate softmax x]: https://e.com",  # a link's label: not shown
    ]
    for body in hidden:
        assert command_lines(body) == [], body
    shown = [
        "```\n   ```\n/translate softmax",  # indented 3: closed
        "see `<!--` here\n/translate softmax",  # in a code span, `<!--` is text
        "<!--\nx --> <!-- y -->\n/translate softmax",  # a comment block ends with the line that closes it
        "<!-- a --> and <!--\n/translate softmax\n-->",
        "see <!--\n/translate softmax",  # never closed: the `<!--` shows as text
        "see <!--\n\n/translate softmax\n-->",  # not closed before its paragraph ends
        "- see <!--\n- item\n/translate softmax\nA --> B",  # a list item ends the paragraph, too
        "> quoted\n\n/translate softmax",
        "> quoted\n- a list item ends the quote\n/translate softmax",
        "> quoted\n+ so does this one\n/translate softmax",
        "> quoted\n---\n/translate softmax",
        "/translate softmax\nthe first line counts",
        "Please\n/translate softmax\nA --> B",  # an arrow in prose closes nothing
        "see <!--\nx -->\n/translate softmax",
        "see <!----> here\n/translate softmax\nA --> B",  # an empty comment
        "    ```\n/translate softmax",  # indented code, not a fence
        "``\n/translate softmax",  # two backticks open no fence
        "see  \n/translate softmax",  # after a hard break
        "see\\\n/translate softmax",  # after a backslash's
        "1) an item\n   broken\\\n  /translate softmax",  # lazily, with the indentation HTML does not show
        "an escaped \\* star\n/translate softmax",  # an escape of anything else breaks no line
        "- an item\n  /translate softmax",  # an item's second line
        "`x\n/y` and\n/translate softmax",  # after a code span closed on the line before
        "/translate softmax\n---",  # a heading shows as text
        "- an item\n\t/translate softmax",  # indented by a tab
        "1. a\n   - b\n     /translate softmax",  # in a nested item
        "see\n      /translate softmax",  # deep indentation goes on a paragraph, it starts no code
        "/translate softmax\n|",  # a pipe alone is no delimiter row
        "/translate softmax\n|---|---|",  # one cell above two columns: no table
        "a\n<span>\n/translate softmax",  # inside a paragraph, a tag opens no raw HTML block
        "[^1]\n\n[^1]: a note\n    /translate softmax",  # a footnote's text
        "![a][x\n/retry\nx]\n\n[x /retry x]: https://e.com\n\n/translate softmax",  # after a label over a command
    ]
    for body in shown:
        assert command_lines(body) == ["/translate softmax"], body


def test_a_comment_without_commands_is_empty() -> None:
    assert not parse_comment("LGTM, thanks!\n\nSee https://example.com/translate")


def test_many_commands_are_capped() -> None:
    parsed = parse_comment("\n".join(["/status"] * 30))
    assert len(parsed.commands) == MAX_COMMANDS_PER_COMMENT


def test_help_text_documents_every_verb() -> None:
    for name in COMMANDS:
        assert f"/{name}" in HELP_TEXT


@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=200))
def test_any_line_parses_to_a_command_or_an_error(line: str) -> None:
    outcome = parse_line("/translate " + line.replace("\n", " "))
    assert isinstance(outcome, Command | CommandError)
    if isinstance(outcome, Command):
        # whatever was accepted is boring enough for branch names, paths and workflow inputs
        assert all(op.replace("_", "").isalnum() and op.islower() for op in outcome.args.ops)


def test_an_op_name_in_capitals_names_its_lowercase() -> None:
    """`/translate Softmax` was refused as no op name without naming `softmax`, which the user most likely meant."""
    error = parse_line("/translate softmax Softmax")
    assert isinstance(error, CommandError)
    assert error.message.endswith(
        "`Softmax` is not an op name (lowercase letters, digits and _, starting with a letter); did you mean `softmax`?"
    )
    error = parse_line("/translate Soft-max")
    assert isinstance(error, CommandError) and "did you mean" not in error.message  # `soft-max` is none either
