"""A GitHub REST API test server, over HTTP on 127.0.0.1, backed by bare git repositories.

Real PyGithub talks to it through ``base_url`` (GitHub Enterprise style: ``http://127.0.0.1:PORT/api/v3``).
It is stateful in the way tilebot needs (after rust-lang/bors's GitHub mock): refs and commits are
real git objects in the bare repository, so what a runner job pushes is what the API returns;
issues, pull requests, comments, reactions, check runs, workflow runs and artifacts live in memory.

Honesty about shapes: every request is routed by GitHub's own OpenAPI description (an endpoint it
does not document is a violation), request bodies are validated against it, responses are built from
GitHub's documented examples with our values put in, and validated too. Webhook bodies are GitHub's
published examples with our values put in, validated against the description's webhook schemas, and
signed as GitHub signs them. Every mismatch lands in ``violations``; the fixtures fail a test that
leaves any.

Test controls: ``inject`` (answer the next N calls of an operation with e.g. 502 or a secondary rate
limit), ``comment`` (a user comments; the webhook is sent), ``send_webhook`` (with drops and duplicates
left to the caller), ``ghes_without_run_details`` (an Enterprise Server that rejects
``return_run_details``), and the ``on_dispatch`` hook the Actions simulator uses.

Layout, one module per concern: ``state`` (the shared state and values), ``git`` (the bare
repository), ``examples`` (documented examples pointed at this server), ``apps`` (authentication and
app endpoints), ``repos``, ``issues``, ``pulls``, ``checks``, ``actions``, ``graphql``, ``webhooks``,
and ``server`` (HTTP dispatch, the routing table and the ``FakeGitHub`` facade).
"""

from tests.github.fake.server import ROUTES, FakeGitHub, ServerThread, free_port
from tests.github.fake.state import APP_SLUG, BOT_LOGIN, PREFIX, ApiError, Call, Fault, RepoState, State, iso

__all__ = [
    "APP_SLUG",
    "BOT_LOGIN",
    "PREFIX",
    "ROUTES",
    "ApiError",
    "Call",
    "FakeGitHub",
    "Fault",
    "RepoState",
    "ServerThread",
    "State",
    "free_port",
    "iso",
]
