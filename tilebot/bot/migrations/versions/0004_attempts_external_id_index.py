"""stage_attempts.external_id indexed: every workflow_run and workflow_job webhook looks its attempt up by it.

Revision ID: 0004
Revises: 0003
"""

from __future__ import annotations

from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_index("ix_stage_attempts_external_id", "stage_attempts", ["external_id"])


def downgrade() -> None:
    op.drop_index("ix_stage_attempts_external_id", table_name="stage_attempts")
