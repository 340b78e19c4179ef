# The GitHub App's service, `tilebot serve` (the bot side only: no GPU, CUDA or Rust packages).
#   docker build -t tilebot .      # or `docker compose up` with compose.yaml (the service and PostgreSQL)
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /src
COPY pyproject.toml README.md LICENSE ./
COPY tilebot ./tilebot
COPY runner_scripts ./runner_scripts
COPY templates ./templates
# Every package by its hash: the pinned setuptools that builds tilebot, the service's lock, then tilebot alone.
RUN pip install --require-hashes --only-binary=:all: -r tilebot/core/locks/build.txt \
    && pip install --require-hashes --only-binary=:all: -r tilebot/core/locks/bot.txt \
    && pip install --no-deps --no-build-isolation . \
    && rm -rf /src

# An unprivileged user; the SQLite default (no TILEBOT_DATABASE_URL) lands in its working directory.
RUN useradd --system --create-home --home-dir /var/lib/tilebot tilebot
USER tilebot
WORKDIR /var/lib/tilebot

EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
  CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8080/healthz', timeout=4)"]
CMD ["tilebot", "serve", "--host", "0.0.0.0", "--port", "8080"]
