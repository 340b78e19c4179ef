"""GitHub's own descriptions, from npm: the REST OpenAPI document (``@octokit/openapi``) and the
published webhook examples (``@octokit/webhooks-examples``).

They are installed with npm into a cache directory once (``ensure_packages``) and never copied into
the project. ``OpenApi`` turns the OpenAPI 3.0 document into JSON Schema (``nullable`` becomes a
type union) and checks request bodies, responses and webhook payloads against it.
"""

from __future__ import annotations

import copy
import fcntl
import json
import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from jsonschema import Draft4Validator
from referencing import Registry
from referencing.jsonschema import DRAFT4

OPENAPI_PACKAGE = "@octokit/openapi@23.0.2"
EXAMPLES_PACKAGE = "@octokit/webhooks-examples@7.6.1"
URN = "urn:github-openapi"


def cache_dir() -> Path:
    explicit = os.environ.get("TILEBOT_OCTOKIT_CACHE")
    if explicit:
        return Path(explicit)
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base / "tilebot-test" / "octokit-23.0.2-7.6.1"


class OctokitUnavailable(RuntimeError):
    pass


def ensure_packages() -> Path:
    """node_modules/@octokit with both packages, installed with npm on first use (one process at a time)."""
    root = cache_dir()
    modules = root / "node_modules" / "@octokit"
    wanted = [
        modules / "openapi" / "generated" / "api.github.com.json",
        modules / "webhooks-examples" / "api.github.com" / "index.json",
    ]
    if all(p.exists() for p in wanted):
        return modules
    npm = shutil.which("npm")
    if npm is None:
        raise OctokitUnavailable(
            "npm is needed once to fetch GitHub's OpenAPI description and webhook examples "
            f"({OPENAPI_PACKAGE}, {EXAMPLES_PACKAGE}); install nodejs/npm or set TILEBOT_OCTOKIT_CACHE"
        )
    root.mkdir(parents=True, exist_ok=True)
    with open(root / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not all(p.exists() for p in wanted):
            proc = subprocess.run(
                [
                    npm,
                    "install",
                    "--no-audit",
                    "--no-fund",
                    "--ignore-scripts",
                    "--no-save",
                    "--prefix",
                    str(root),
                    OPENAPI_PACKAGE,
                    EXAMPLES_PACKAGE,
                ],
                capture_output=True,
                text=True,
                timeout=600,
                check=False,
            )
            if proc.returncode != 0 or not all(p.exists() for p in wanted):
                raise OctokitUnavailable(f"npm install failed ({proc.returncode}): {proc.stderr[-2000:]}")
    return modules


def _nullable_to_json_schema(node: Any) -> Any:
    """OpenAPI 3.0 ``nullable: true`` -> JSON Schema that admits null (in place, recursively)."""
    if isinstance(node, list):
        for item in node:
            _nullable_to_json_schema(item)
        return node
    if not isinstance(node, dict):
        return node
    for value in node.values():
        _nullable_to_json_schema(value)
    if node.pop("nullable", False) is True:
        if "enum" in node and None not in node["enum"]:
            node["enum"] = [*node["enum"], None]
        if isinstance(node.get("type"), str):
            node["type"] = [node["type"], "null"]
        elif "type" not in node:
            inner = {k: node.pop(k) for k in list(node) if k not in ("description", "title", "example", "examples")}
            node["anyOf"] = [{"type": "null"}, inner]
    return node


@dataclass(frozen=True)
class Operation:
    operation_id: str
    method: str
    template: str
    regex: re.Pattern[str]
    literal_chars: int


# Path parameters that may contain slashes.
_GREEDY = {"ref", "path", "branch", "name"}


def _group(m: re.Match[str]) -> str:
    name = re.sub(r"\W", "_", m.group(1))
    return f"(?P<{name}>.+)" if name in _GREEDY else f"(?P<{name}>[^/]+)"


class OpenApi:
    def __init__(self, document: dict[str, Any]) -> None:
        self.raw = document
        self.doc = _nullable_to_json_schema(copy.deepcopy(document))
        self.registry: Registry = Registry().with_resource(URN, DRAFT4.create_resource(self.doc))
        self.operations: list[Operation] = []
        for template, item in self.doc["paths"].items():
            pattern = (
                "^" + re.sub(r"\{([^}]+)\}", _group, re.escape(template).replace(r"\{", "{").replace(r"\}", "}")) + "$"
            )
            literal = len(re.sub(r"\{[^}]+\}", "", template))
            for method, op in item.items():
                if method in ("get", "post", "put", "patch", "delete"):
                    self.operations.append(
                        Operation(op["operationId"], method.upper(), template, re.compile(pattern), literal)
                    )
        self.operations.sort(key=lambda o: -o.literal_chars)
        self._validators: dict[str, Draft4Validator] = {}

    def match(self, method: str, path: str) -> tuple[Operation, dict[str, str]] | None:
        for op in self.operations:
            if op.method == method:
                m = op.regex.match(path)
                if m:
                    return op, m.groupdict()
        return None

    def _pointer(self, *parts: str) -> str:
        return "#/" + "/".join(p.replace("~", "~0").replace("/", "~1") for p in parts)

    def _validator(self, pointer: str) -> Draft4Validator:
        validator = self._validators.get(pointer)
        if validator is None:
            validator = Draft4Validator({"$ref": URN + pointer}, registry=self.registry)
            self._validators[pointer] = validator
        return validator

    def _errors(self, pointer: str, instance: Any) -> list[str]:
        return [
            f"{'/'.join(str(p) for p in e.absolute_path) or '<root>'}: {e.message[:300]}"
            for e in self._validator(pointer).iter_errors(instance)
        ]

    def operation(self, op: Operation) -> dict[str, Any]:
        return self.doc["paths"][op.template][op.method.lower()]  # type: ignore[no-any-return]

    def request_errors(self, op: Operation, body: Any) -> list[str]:
        spec = self.operation(op).get("requestBody")
        if spec is None:
            return [] if body in (None, {}, b"") else ["the operation takes no request body"]
        if body is None:
            return ["request body missing"] if spec.get("required") else []
        content = spec["content"].get("application/json")
        if content is None:
            return []
        return self._errors(
            self._pointer(
                "paths", op.template, op.method.lower(), "requestBody", "content", "application/json", "schema"
            ),
            body,
        )

    def response_errors(self, op: Operation, status: int, body: Any) -> list[str]:
        responses = self.operation(op)["responses"]
        spec = responses.get(str(status))
        if spec is None:
            return [f"status {status} is not a documented response ({', '.join(responses)})"]
        spec = self._deref(spec)
        content = (spec.get("content") or {}).get("application/json")
        if content is None or "schema" not in content:
            return []
        return self._errors(self._response_pointer(op, status, spec), body)

    def _response_pointer(self, op: Operation, status: int, spec: dict[str, Any]) -> str:
        raw = self.doc["paths"][op.template][op.method.lower()]["responses"][str(status)]
        if "$ref" in raw:
            return raw["$ref"].removeprefix("#") and raw["$ref"] + "/content/application~1json/schema"
        return self._pointer(
            "paths", op.template, op.method.lower(), "responses", str(status), "content", "application/json", "schema"
        )

    def _deref(self, node: dict[str, Any]) -> dict[str, Any]:
        while "$ref" in node:
            target: Any = self.doc
            for part in node["$ref"].removeprefix("#/").split("/"):
                target = target[part.replace("~1", "/").replace("~0", "~")]
            node = target
        return node

    def example(self, op: Operation, status: int) -> Any:
        """The response example GitHub documents for this operation and status (deep copy)."""
        spec = self._deref(self.raw["paths"][op.template][op.method.lower()]["responses"][str(status)])
        content = (spec.get("content") or {}).get("application/json") or {}
        examples = content.get("examples") or {}
        for value in examples.values():
            return copy.deepcopy(self._deref(value)["value"] if "$ref" in value else value["value"])
        if "example" in content:
            return copy.deepcopy(content["example"])
        raise KeyError(f"no example for {op.operation_id} {status}")

    def webhook_errors(self, name: str, payload: Any) -> list[str]:
        """``name`` as in x-webhooks, e.g. ``issue-comment-created``."""
        return self._errors(
            self._pointer("x-webhooks", name, "post", "requestBody", "content", "application/json", "schema"), payload
        )


@cache
def openapi() -> OpenApi:
    modules = ensure_packages()
    with open(modules / "openapi" / "generated" / "api.github.com.json", encoding="utf-8") as f:
        return OpenApi(json.load(f))


@cache
def webhook_examples() -> dict[str, list[dict[str, Any]]]:
    modules = ensure_packages()
    with open(modules / "webhooks-examples" / "api.github.com" / "index.json", encoding="utf-8") as f:
        events = json.load(f)
    return {e["name"]: e["examples"] for e in events}


def webhook_example(event: str, action: str | None) -> dict[str, Any]:
    """The first published example of an event (and action), deep-copied."""
    for example in webhook_examples()[event]:
        if action is None or example.get("action") == action:
            return copy.deepcopy(example)
    raise KeyError(f"no published example of {event}.{action}")
