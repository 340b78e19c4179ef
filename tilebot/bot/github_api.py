"""Talking to GitHub as a GitHub App: JWT -> installation tokens, retries, one client per installation.

PyGithub does the HTTP. What this module adds:

- ``InstallationTokens``: installation tokens cached per installation and renewed a margin
  (default 5 minutes) before GitHub's one-hour expiry, so a long run never holds a stale token;
- ``GitHubRetry``: 5xx, 429 and rate-limit 403s retried with exponential backoff that honours
  ``Retry-After`` and ``X-RateLimit-Reset``. A POST (a comment, a dispatch, a check run) may have been
  performed when its answer is a 5xx or never arrives, so it is retried only after a rate-limit
  answer (GitHub refused it before doing anything); its caller looks the effect up before trying
  again. GET, PATCH, PUT and DELETE are idempotent and retried as usual, and so are the App's own
  requests (an extra installation token harms nothing);
- ``NotInstalled``: GitHub answered 404 for an installation's token (or has no installation for a
  repository): the App was uninstalled or the installation removed. Never retried, and never taken for
  a 404 of the resource a request was about. ``InstallationSuspended``, one of them: GitHub answered 403
  "This installation has been suspended" for the token;
- a 401 for a request sent with a cached installation token (revoked, or the App uninstalled while it was
  cached): ``GitHubClients.call`` drops the token and runs the operation once more with a fresh one, whose
  request then tells an uninstalled App (404) or a suspended installation (403) apart: an operation whose first
  request was refused, or a ``reads_only`` one at any of its requests. Once per operation as a whole: where operations
  nest, the innermost one that may run again does, and no operation around it runs again. Only a request that carried
  an installation token refuses one: a 401 for a request signed with the App's own JWT (asking for a token, looking up
  a repository's installation) is ``AppKeyRefused``, raised at once, dropping no token. A request sent outside
  ``call`` gets no second chance, so PyGithub's lazy objects (a ``GitRef``, a ``Comparison``, a listed
  ``WorkflowRun`` lacking a field: their GET goes out when an attribute is first read) are read inside the operation;
  the token renewal such a request may ask for is ``AppKeyRefused`` all the same when GitHub refuses the App's JWT
  (``InstallationTokens`` says so itself; the App's other JWT requests are sent only inside ``call``);
- a repository's client whose installation GitHub answered 404 for asks GitHub which installation covers the
  repository now (the App was uninstalled and installed again: a new installation, a new id) and goes on through
  that one, telling ``on_reinstalled`` once, so that the runs which named the old one are moved to it;
- ``GitHubClients``: the clients, for github.com or a GitHub Enterprise ``base_url``
  (``https://HOST/api/v3``), and ``call`` which counts operations and failures for /metrics.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from types import TracebackType
from typing import Any, TypeVar
from urllib.parse import urlsplit

from github import Auth, Github, GithubException, GithubIntegration, GithubRetry
from github.InstallationAuthorization import InstallationAuthorization
from urllib3.connectionpool import ConnectionPool
from urllib3.response import BaseHTTPResponse
from urllib3.util.retry import Retry

from tilebot.bot.metrics import Metrics
from tilebot.core.errors import UsageError

log = logging.getLogger(__name__)

GITHUB_COM_API = "https://api.github.com"
RATE_LIMITED = (403, 429)
T = TypeVar("T")


@dataclass(frozen=True)
class AppCredentials:
    app_id: int
    private_key: str = field(repr=False)  # PEM; never in a repr
    base_url: str = GITHUB_COM_API

    def __post_init__(self) -> None:
        parts = urlsplit(self.base_url)
        if parts.scheme not in ("https", "http") or not parts.hostname:
            raise UsageError(f"GitHub API URL must be http(s)://HOST[/api/v3], got {self.base_url!r}")
        if "PRIVATE KEY" not in self.private_key:
            raise UsageError("the GitHub App private key must be a PEM (-----BEGIN ... PRIVATE KEY-----)")


@dataclass(frozen=True)
class Pacing:
    """How hard to push GitHub: PyGithub's own spacing of requests and the retry policy."""

    seconds_between_requests: float = 0.25
    seconds_between_writes: float = 1.0  # content creation is limited to about 80 a minute
    retries: int = 5
    backoff_factor: float = 1.0
    backoff_max: float = 120.0
    secondary_rate_wait: float = 60.0
    max_rate_limit_wait: float = 900.0
    timeout: int = 30


def html_base(api_base: str) -> str:
    """The web address that belongs to an API base URL (github.com, or a GHE host's /api/v3)."""
    parts = urlsplit(api_base.rstrip("/"))
    if parts.hostname == "api.github.com":
        return "https://github.com"
    path = parts.path.removesuffix("/api/v3")
    return f"{parts.scheme}://{parts.netloc}{path}"


class NotInstalled(Exception):
    """The App has no installation to act through: GitHub answered 404 for the installation's access token, or found
    no installation for the repository. Not a ``GithubException``: a caller that reads a 404 as "no such comment" or
    "no such file" must not take this for one."""

    status = 404  # what GitHub answered for the token (/metrics counts it so)

    def __init__(self, message: str, *, installation_id: int | None = None, repo: str | None = None) -> None:
        super().__init__(message)
        self.installation_id = installation_id
        self.repo = repo

    def remedy(self, repo: str) -> str:
        return f"Install the App on {repo} again"


class InstallationSuspended(NotInstalled):
    """GitHub answered 403 "This installation has been suspended" for the installation's access token: nothing can be
    done through it until whoever suspended it unsuspends it."""

    status = 403

    def remedy(self, repo: str) -> str:
        return f"Have the App's installation for {repo} unsuspended"


class AppKeyRefused(GithubException):
    """GitHub answered 401 for a request signed with the App's own JWT (asking for an installation token, looking up
    a repository's installation, reading the App): the App's id or private key is not one GitHub knows (a key deleted
    or regenerated in the App's settings), or the JWT's times are off (this machine's clock). No installation token
    was refused, so none is dropped and nothing is run again: every request needing the JWT fails alike until that is
    put right. A ``GithubException`` (401), so callers treat it as any failed request; its message says what to
    check, after GitHub's own words."""

    def __init__(self, refusal: GithubException, app_id: int) -> None:
        data = refusal.data if isinstance(refusal.data, dict) else {}
        github_says = data.get("message")
        message = (
            f"GitHub refused the App's JWT (401{f' {github_says!r}' if github_says else ''}): the App's key was "
            f"refused, not an installation token. Check that the App id ({app_id}, TILEBOT_APP_ID) is the App's, that "
            "its private key (TILEBOT_PRIVATE_KEY or TILEBOT_PRIVATE_KEY_FILE) is one the App still has in its "
            "settings (a deleted or regenerated key is refused), and that this machine's clock is right (the JWT is "
            "valid for minutes from the time it is signed)"
        )
        super().__init__(401, {**data, "message": message}, refusal.headers)


def _is_suspension(exc: GithubException) -> bool:
    """GitHub's answer for a suspended installation; a rate-limit or permission 403 says something else."""
    message = exc.data.get("message") if isinstance(exc.data, dict) else None
    return exc.status == 403 and isinstance(message, str) and "installation has been suspended" in message.lower()


class GitHubRetry(GithubRetry):
    """GithubRetry for every method, plus 429 with ``X-RateLimit-Reset``, reporting each retry. ``retry_posts``: the
    client's POSTs are safe to send again (the App's: an installation token asked for twice harms nothing)."""

    def __init__(
        self,
        *,
        on_retry: Callable[[int], None] | None = None,
        retry_posts: bool = False,
        **kwargs: Any,
    ) -> None:
        self.on_retry = on_retry
        self.retry_posts = retry_posts
        kwargs.setdefault("status_forcelist", [*range(500, 600), 429])
        kwargs.setdefault("allowed_methods", frozenset({"GET", "HEAD", "POST", "PATCH", "PUT", "DELETE"}))
        kwargs.setdefault("raise_on_status", False)  # the last response becomes a GithubException with its status
        kwargs.setdefault("respect_retry_after_header", True)
        super().__init__(**kwargs)

    def new(self, **kw: Any) -> GitHubRetry:
        kw.setdefault("on_retry", self.on_retry)
        kw.setdefault("retry_posts", self.retry_posts)
        return super().new(**kw)

    def _is_method_retryable(self, method: str) -> bool:
        # Read errors and 5xx: the request may have been performed; a POST is not sent twice blindly.
        return (self.retry_posts or method.upper() != "POST") and super()._is_method_retryable(method)

    def is_retry(self, method: str, status_code: int, has_retry_after: bool = False) -> bool:
        if method.upper() == "POST" and status_code in RATE_LIMITED:
            # Refused for a rate limit: nothing was done. GithubRetry.increment tells a rate-limit 403
            # from a plain one (which it raises).
            return bool(self.total)
        return super().is_retry(method, status_code, has_retry_after)

    def increment(  # type: ignore[override]
        self,
        method: str | None = None,
        url: str | None = None,
        response: BaseHTTPResponse | None = None,
        error: Exception | None = None,
        _pool: ConnectionPool | None = None,
        _stacktrace: TracebackType | None = None,
    ) -> Retry:
        retry = super().increment(method, url, response, error, _pool, _stacktrace)  # type: ignore[arg-type]
        if response is not None:
            if self.on_retry is not None:
                self.on_retry(response.status)
            if response.status == 429 and "Retry-After" not in response.headers:
                reset = response.headers.get("X-RateLimit-Reset", "")
                if reset.isdigit():
                    wait = max(0.0, int(reset) - time.time()) + 1
                    if self.max_rate_limit_wait is not None and wait > self.max_rate_limit_wait:
                        raise GithubException(429, {"message": f"rate limited for {wait:.0f} s"}, None)
                    floor = retry.get_backoff_time()
                    retry.get_backoff_time = lambda: max(wait, floor)  # type: ignore[method-assign]
        return retry


class InstallationTokens:
    """Installation access tokens, one per installation, renewed ``margin`` before they expire. An installation whose
    token GitHub answered 404 for is not asked about again for ``gone_for``: every request through it fails at once
    with ``NotInstalled`` (an uninstalled App's installation never comes back; a new installation has a new id). A
    suspended one (403) likewise, with ``InstallationSuspended``, until the ``unsuspend`` webhook's ``forget``."""

    def __init__(
        self,
        integration: GithubIntegration,
        *,
        margin: timedelta = timedelta(minutes=5),
        gone_for: timedelta = timedelta(minutes=10),
        clock: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        self.integration = integration
        self.margin = margin
        self.gone_for = gone_for
        self.clock = clock
        self._tokens: dict[int, InstallationAuthorization] = {}
        # installation id -> when GitHub refused its token (404 or suspended), and the error that says so
        self._gone: dict[int, tuple[datetime, Callable[[int], NotInstalled]]] = {}
        self._lock = threading.Lock()
        self.issued = 0  # how many tokens were requested (tests and metrics read it)

    def token(self, installation_id: int) -> str:
        with self._lock:
            gone = self._gone.get(installation_id)
            if gone is not None and self.clock() - gone[0] < self.gone_for:
                raise gone[1](installation_id)
            current = self._tokens.get(installation_id)
            if current is None or current.expires_at - self.margin <= self.clock():
                try:
                    current = self.integration.get_access_token(installation_id)
                except GithubException as exc:
                    if exc.status == 404:
                        refusal: Callable[[int], NotInstalled] = _gone
                    elif _is_suspension(exc):
                        refusal = _suspended
                    elif exc.status == 401:
                        # signed with the App's JWT: its key was refused, said so here, since a renewal may be asked
                        # for by a request no ``GitHubClients.call`` wraps (a lazy object's attribute read later)
                        raise AppKeyRefused(exc, int(self.integration.auth.app_id)) from exc
                    else:
                        raise  # a 5xx or a rate-limit 403 here has been retried already (retry_posts)
                    self._gone[installation_id] = (self.clock(), refusal)
                    raise refusal(installation_id) from exc
                self._gone.pop(installation_id, None)
                self._tokens[installation_id] = current
                self.issued += 1
            return current.token

    def forget(self, installation_id: int, token: str | None = None) -> None:
        """Drop the installation's cached token and any remembered refusal: the next request asks GitHub afresh. With
        ``token`` (one GitHub refused), only that token: one another thread has renewed meanwhile is kept."""
        with self._lock:
            if token is None:
                self._tokens.pop(installation_id, None)
                self._gone.pop(installation_id, None)
            elif (current := self._tokens.get(installation_id)) is not None and current.token == token:
                del self._tokens[installation_id]


def _gone(installation_id: int) -> NotInstalled:
    return NotInstalled(
        f"GitHub answered 404 for the access token of the App's installation {installation_id}: the App was "
        "uninstalled from the repository, or its installation removed",
        installation_id=installation_id,
    )


def _suspended(installation_id: int) -> NotInstalled:
    return InstallationSuspended(
        f"GitHub answered 403 for the access token of the App's installation {installation_id}: the installation is "
        "suspended. Whoever suspended it can unsuspend it: the account that installed the App, in its settings "
        "(installed GitHub Apps, Configure, Unsuspend), or the App's owner (the App's settings, Advanced, or "
        f"DELETE /app/installations/{installation_id}/suspended)",
        installation_id=installation_id,
    )


class _SentTokens(threading.local):
    """The installation tokens the operation running on this thread (``GitHubClients.call``) sent, one per request:
    PyGithub sends each request from the thread that asked for it, so the request a GitHub answer refused is the last
    one noted. ``renewed``: the outermost operation running has run something again with a fresh token (its own
    function, or a nested operation's), which it does only once. ``app_jwt_last``: the last request sent on this
    thread was signed with the App's JWT, not an installation token: its 401 refused the App's key."""

    def __init__(self) -> None:
        self.requests: list[tuple[int, str]] | None = None  # (installation id, token); None outside an operation
        self.renewed = False
        self.app_jwt_last = False

    def note(self, installation_id: int, token: str) -> None:
        self.app_jwt_last = False
        if self.requests is not None:
            self.requests.append((installation_id, token))

    def note_app_jwt(self) -> None:
        self.app_jwt_last = True


class _AppAuth(Auth.AppAuth):
    """The App's own auth (a JWT), noting each request it signs, so that a 401 for one is not taken for the refusal of
    an installation token sent before it (a token renewed, or an installation looked up, in the middle of an
    operation)."""

    def __init__(self, app_id: int, private_key: str, sent: _SentTokens) -> None:
        super().__init__(app_id, private_key)
        self.sent = sent

    def authentication(self, headers: dict[str, str]) -> None:
        super().authentication(headers)
        self.sent.note_app_jwt()


class _InstallationAuth(Auth.Auth):
    """PyGithub auth that asks for a token at every request, so renewal needs no new client. ``token_for`` answers
    the installation the token is of, and the token."""

    def __init__(self, token_for: Callable[[], tuple[int, str]], sent: _SentTokens) -> None:
        self.token_for = token_for
        self.sent = sent

    @property
    def token_type(self) -> str:
        return "token"

    @property
    def token(self) -> str:
        return self.token_for()[1]

    def authentication(self, headers: dict[str, str]) -> None:
        installation_id, token = self.token_for()
        headers["Authorization"] = f"{self.token_type} {token}"
        self.sent.note(installation_id, token)  # only a token that was obtained: its request is sent

    @property
    def _masked_token(self) -> str:
        return "token (installation token removed)"


@dataclass
class GitHubClients:
    credentials: AppCredentials
    metrics: Metrics = field(default_factory=Metrics)
    pacing: Pacing = field(default_factory=Pacing)
    token_margin: timedelta = timedelta(minutes=5)
    clock: Callable[[], datetime] = lambda: datetime.now(UTC)
    # (repository, gone installation, the repository's installation now): told once per process for each pair
    on_reinstalled: Callable[[str, int, int], object] | None = None

    def __post_init__(self) -> None:
        self._sent = _SentTokens()
        self.integration = GithubIntegration(
            auth=_AppAuth(self.credentials.app_id, self.credentials.private_key, self._sent),
            base_url=self.credentials.base_url,
            retry=self.retry(retry_posts=True),  # its only POST asks for an installation token
            timeout=self.pacing.timeout,
            seconds_between_requests=self.pacing.seconds_between_requests,
            seconds_between_writes=self.pacing.seconds_between_writes,
        )
        self.tokens = InstallationTokens(self.integration, margin=self.token_margin, clock=self.clock)
        self._clients: dict[tuple[int, str | None], Github] = {}  # (installation, repository it is for or None)
        self._repo_installations: dict[str, int] = {}
        self._reinstalls_told: set[tuple[str, int]] = set()  # (repository, gone installation)
        self._lock = threading.Lock()
        self._bot_login: str | None = None

    @property
    def base_url(self) -> str:
        return self.credentials.base_url

    @property
    def html_url(self) -> str:
        return html_base(self.credentials.base_url)

    def retry(self, *, retry_posts: bool = False) -> GitHubRetry:
        p = self.pacing
        return GitHubRetry(
            retry_posts=retry_posts,
            total=p.retries,
            backoff_factor=p.backoff_factor,
            backoff_max=p.backoff_max,
            secondary_rate_wait=p.secondary_rate_wait,
            max_rate_limit_wait=p.max_rate_limit_wait,
            on_retry=lambda status: self.metrics.github_retries.labels(str(status)).inc(),
        )

    def remember_installation(self, repo: str, installation_id: int) -> None:
        with self._lock:
            self._repo_installations[repo.lower()] = installation_id

    def for_installation(self, installation_id: int) -> Github:
        return self._client(installation_id, None)

    def for_repo(self, repo: str, installation_id: int | None = None) -> Github:
        """The client for ``repo``: through ``installation_id`` (the one a run or an event names), else the installation
        that covers it (asked of GitHub once, then remembered); where GitHub has no token for that installation any
        more, through the repository's installation now (``_token``)."""
        if installation_id is None:
            with self._lock:
                installation_id = self._repo_installations.get(repo.lower())
            if installation_id is None:
                installation_id = self._installation_of(repo)
            if installation_id is None:
                raise NotInstalled(f"the App is not installed on {repo}", repo=repo)
        return self._client(installation_id, repo.lower())

    def _client(self, installation_id: int, repo: str | None) -> Github:
        with self._lock:
            client = self._clients.get((installation_id, repo))
            if client is None:
                client = Github(
                    auth=_InstallationAuth(lambda: self._token(installation_id, repo), self._sent),
                    base_url=self.credentials.base_url,
                    retry=self.retry(),
                    timeout=self.pacing.timeout,
                    per_page=100,
                    seconds_between_requests=self.pacing.seconds_between_requests,
                    seconds_between_writes=self.pacing.seconds_between_writes,
                    lazy=True,  # objects built from ids send nothing until used
                )
                self._clients[(installation_id, repo)] = client
            return client

    def _token(self, installation_id: int, repo: str | None) -> tuple[int, str]:
        """The installation and token a request for ``repo`` is sent with: ``installation_id``'s, or, where GitHub
        answered 404 for its token, that of the installation covering the repository now (an App uninstalled and
        installed again has a new installation; a suspended one is still the repository's)."""
        try:
            return installation_id, self.tokens.token(installation_id)
        except NotInstalled as exc:
            if repo is None or isinstance(exc, InstallationSuspended):
                raise
            current = self._installation_now(repo, gone=installation_id)
            if current is None:
                raise
        token = self.tokens.token(current)
        self._tell_reinstalled(repo, installation_id, current)
        return current, token

    def _installation_now(self, repo: str, *, gone: int) -> int | None:
        """The installation covering ``repo`` other than ``gone``: the one remembered (a webhook named it), else
        GitHub's answer; None where GitHub has none other."""
        with self._lock:
            current = self._repo_installations.get(repo.lower())
        if current is None or current == gone:
            current = self._installation_of(repo)
        return None if current == gone else current

    def _installation_of(self, repo: str) -> int | None:
        """The installation GitHub says covers ``repo`` (remembered), or None where the App is not installed there."""
        owner, name = repo.split("/", 1)
        try:
            installation = self.call(
                "get_repo_installation", lambda: self.integration.get_repo_installation(owner, name)
            )
        except GithubException as exc:
            if exc.status != 404:
                raise
            return None
        self.remember_installation(repo, installation.id)
        return int(installation.id)

    def _tell_reinstalled(self, repo: str, gone: int, current: int) -> None:
        key = (repo.lower(), gone)
        with self._lock:
            if key in self._reinstalls_told:
                return
        log.info("the App's installation %s is gone from %s; it is installed there as %s now", gone, repo, current)
        if self.on_reinstalled is not None:
            self.on_reinstalled(repo, gone, current)  # raised: told again on the next request
        with self._lock:
            self._reinstalls_told.add(key)

    def bot_login(self, configured_slug: str | None = None) -> str:
        """The App's own user (``<slug>[bot]``): comments by it are never commands."""
        if self._bot_login is None:
            slug = configured_slug or self.call("get_app", lambda: self.integration.get_app().slug)
            self._bot_login = f"{slug}[bot]"
        return self._bot_login

    def call(
        self, operation: str, fn: Callable[[], T], *, expected: tuple[int, ...] = (), reads_only: bool = False
    ) -> T:
        """Run one GitHub operation, counting it (and its failure, unless ``expected``) for /metrics. ``reads_only``:
        every request it sends only reads, so it may run again whichever of them GitHub refused the token of. A 401 for
        a request signed with the App's JWT is raised as ``AppKeyRefused``."""
        self.metrics.github_calls.labels(operation).inc()
        try:
            return self._with_fresh_token_after_refusal(fn, reads_only=reads_only)
        except GithubException as exc:
            if exc.status not in expected:
                self.metrics.github_errors.labels(operation, str(exc.status)).inc()
            if self._refused_app_jwt(exc):
                raise AppKeyRefused(exc, self.credentials.app_id) from exc
            raise
        except NotInstalled as exc:
            self.metrics.github_errors.labels(operation, str(exc.status)).inc()  # what GitHub answered for its token
            raise

    def _with_fresh_token_after_refusal(self, fn: Callable[[], T], *, reads_only: bool) -> T:
        """Run ``fn``; when GitHub refuses the installation token its request was sent with (401: the token was
        revoked, or the App uninstalled while the token was cached, which GitHub honours for up to an hour; or 403 for
        a suspended installation), drop that token and run ``fn`` once more: its fresh token's request answers 404
        (``NotInstalled``) if the App is gone, 403 (``InstallationSuspended``) if suspended. Only an operation whose
        first request was refused runs again, since a request of it that went through may have been a write; unless
        it is ``reads_only``: a read that went through has no effect to repeat. The second run's refusal is raised,
        as is a 401 for a request signed with the App's own JWT (a token renewed or an installation looked up while
        ``fn`` runs): that refused the App's key, not the token sent before it, which is kept.

        Operations nested in one another share that one second run: the innermost one that may run again does (what
        it repeats are its own requests), and the refusal of its second run, or any later one, ends every operation
        around it, else a refused token had each level run everything inside it again."""
        outer = self._sent.requests
        if outer is None:
            self._sent.renewed = False  # an outermost operation: its one second run is still to come
        sent: list[tuple[int, str]] = []
        self._sent.requests = sent
        try:
            try:
                return fn()
            except GithubException as exc:
                if not self._drop_refused_token(exc, sent) or self._sent.renewed or (len(sent) > 1 and not reads_only):
                    raise
            self._sent.renewed = True
            try:
                return fn()
            except GithubException as exc:
                self._drop_refused_token(exc, sent)
                raise
        finally:
            self._sent.requests = outer
            if outer is not None:
                outer.extend(sent)  # an enclosing operation runs again only when nothing was sent before the refusal

    def _drop_refused_token(self, exc: GithubException, sent: list[tuple[int, str]]) -> bool:
        """Whether ``exc`` refused the installation token of the last request sent (which is then forgotten): that
        request carried it, not the App's JWT."""
        if not sent or self._sent.app_jwt_last or not (exc.status == 401 or _is_suspension(exc)):
            return False
        self.tokens.forget(*sent[-1])
        return True

    def _refused_app_jwt(self, exc: GithubException) -> bool:
        """Whether ``exc`` is GitHub's 401 for the last request sent on this thread, one signed with the App's JWT, and
        not yet said so (a nested operation's ``AppKeyRefused``, or ``InstallationTokens``' own)."""
        return exc.status == 401 and self._sent.app_jwt_last and not isinstance(exc, AppKeyRefused)
