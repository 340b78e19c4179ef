"""deliveries: the webhook delivery queue (at-least-once handling, lanes, fixed-length keys).

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "deliveries",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("key", sa.String(length=64), nullable=False),
        sa.Column("delivery_id", sa.String(length=100), nullable=False),
        sa.Column("event", sa.String(length=64), nullable=False),
        sa.Column("lane", sa.String(length=64), nullable=False),
        sa.Column("work", sa.JSON(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("next_try", sa.DateTime(), nullable=False),
        sa.Column("owner", sa.String(length=64), nullable=True),
        sa.Column("last_error", sa.String(length=2000), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("key"),
    )
    op.create_index("ix_deliveries_due", "deliveries", ["status", "next_try"], unique=False)
    op.create_index("ix_deliveries_lane", "deliveries", ["lane"], unique=False)


def downgrade() -> None:
    op.drop_index("ix_deliveries_lane", table_name="deliveries")
    op.drop_index("ix_deliveries_due", table_name="deliveries")
    op.drop_table("deliveries")
