"""Baseline: the schema create_all made before the store had migrations (runs without ``options``).

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "runs",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("op", sa.String(length=64), nullable=False),
        sa.Column("repo", sa.String(length=400), nullable=False),
        sa.Column("base_sha", sa.String(length=64), nullable=False),
        sa.Column("branch", sa.String(length=200), nullable=False),
        sa.Column("requested_by", sa.String(length=100), nullable=False),
        sa.Column("state", sa.String(length=16), nullable=False),
        sa.Column("succeeded", sa.Boolean(), nullable=True),
        sa.Column("reason", sa.String(length=2000), nullable=False),
        sa.Column("config", sa.JSON(), nullable=False),
        sa.Column("forge_refs", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_table(
        "stage_attempts",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("run_id", sa.String(length=32), nullable=False),
        sa.Column("stage", sa.String(length=16), nullable=False),
        sa.Column("attempt", sa.Integer(), nullable=False),
        sa.Column("purpose", sa.String(length=16), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("external_id", sa.String(length=100), nullable=True),
        sa.Column("verdict", sa.String(length=32), nullable=True),
        sa.Column("classification", sa.String(length=16), nullable=True),
        sa.Column("result", sa.JSON(), nullable=True),
        sa.Column("dispatched_at", sa.DateTime(), nullable=False),
        sa.Column("finished_at", sa.DateTime(), nullable=True),
        sa.ForeignKeyConstraint(["run_id"], ["runs.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("run_id", "stage", "attempt", name="uq_attempt"),
    )
    op.create_index("ix_stage_attempts_run_id", "stage_attempts", ["run_id"], unique=False)
    op.create_table(
        "events",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("delivery_id", sa.String(length=100), nullable=True),
        sa.Column("run_id", sa.String(length=32), nullable=True),
        sa.Column("kind", sa.String(length=64), nullable=False),
        sa.Column("detail", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("delivery_id"),
    )
    op.create_index("ix_events_run_id", "events", ["run_id"], unique=False)


def downgrade() -> None:
    op.drop_index("ix_events_run_id", table_name="events")
    op.drop_table("events")
    op.drop_index("ix_stage_attempts_run_id", table_name="stage_attempts")
    op.drop_table("stage_attempts")
    op.drop_table("runs")
