"""GraphQL: the one mutation tilebot sends (REST cannot take a pull request out of draft).

``POST /api/graphql`` is outside the REST description, so it is authenticated and recorded here;
any other query is answered with an error.
"""

from __future__ import annotations

import json
import re
import time

from starlette.responses import JSONResponse, Response

from tests.github.fake.apps import authenticate
from tests.github.fake.state import ApiError, Call, State
from tests.github.octokit import Operation


def graphql(gh: State, headers: dict[str, str], raw: bytes) -> Response:
    try:
        authenticate(gh, Operation("graphql", "POST", "/graphql", re.compile(""), 0), headers)
    except ApiError as exc:
        return JSONResponse(exc.body, status_code=exc.status)
    request = json.loads(raw)
    with gh.lock:
        gh.calls.append(
            Call("POST", "/graphql", "graphql", 200, request, time.monotonic(), headers.get("authorization"))
        )
        if "markPullRequestReadyForReview" not in request.get("query", ""):
            return JSONResponse({"errors": [{"message": "unsupported query in the test server"}]})
        node = request["variables"]["input"]["pullRequestId"]
        for repo in gh.repos.values():
            for pr in repo.pulls.values():
                if pr["node_id"] == node:
                    pr["draft"] = False
                    return JSONResponse(
                        {
                            "data": {
                                "markPullRequestReadyForReview": {
                                    "clientMutationId": None,
                                    "pullRequest": {"isDraft": False},
                                }
                            }
                        }
                    )
    return JSONResponse(
        {"errors": [{"type": "NOT_FOUND", "message": f"Could not resolve to a node with the global id of '{node}'"}]}
    )
