"""refusal_replies: the refusal last answered in full per person and thread (bot/refusals.py).

Revision ID: 0005
Revises: 0004
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "refusal_replies",
        sa.Column("key", sa.String(length=64), nullable=False),
        sa.Column("comment_id", sa.BigInteger(), nullable=False),
        sa.Column("answered_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("key"),
    )
    op.create_index("ix_refusal_replies_answered_at", "refusal_replies", ["answered_at"], unique=False)


def downgrade() -> None:
    op.drop_index("ix_refusal_replies_answered_at", table_name="refusal_replies")
    op.drop_table("refusal_replies")
