"""runs.options: what the requester asked for beyond the op (before migrations, an ALTER after inspection).

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # The server default fills the rows that predate the column (SQLite adds a NOT NULL column only with one).
    op.add_column("runs", sa.Column("options", sa.JSON(), nullable=False, server_default=sa.text("'{}'")))


def downgrade() -> None:
    with op.batch_alter_table("runs") as batch:
        batch.drop_column("options")
