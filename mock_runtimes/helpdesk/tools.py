"""Helpdesk tools. Docstrings are the public descriptions the policy sees."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from mock_runtimes.base import NoArgs, Runtime, ToolFailure, advance_clock, evidence_token, tool
from mock_runtimes.helpdesk.state import Comment, HelpdeskState, Priority, ScheduledJob, Status, Ticket


class _In(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ListTicketsIn(_In):
    status: Status | None = None
    assignee: str | None = Field(None, description="agent id, or 'unassigned'")
    priority: Priority | None = None


class TicketSummary(BaseModel):
    id: str
    subject: str
    customer: str
    priority: Priority
    status: Status
    assignee: str | None
    updated_at: str


class ListTicketsOut(BaseModel):
    tickets: list[TicketSummary]


class TicketIdIn(_In):
    ticket_id: str


class GetTicketOut(BaseModel):
    ticket: Ticket
    evidence_token: str = Field(description="pass to write tools to prove you read the current version")


class SearchIn(_In):
    query: str


class SearchOut(BaseModel):
    matches: list[dict[str, str]]
    indexed_at: str


class ListAgentsIn(_In):
    team: str | None = None


class ListAgentsOut(BaseModel):
    agents: list[dict[str, object]]


class QueueStatsOut(BaseModel):
    by_status: dict[str, int]
    unassigned_open: int


class UpdateStatusIn(_In):
    ticket_id: str
    status: Status
    evidence_token: str


class AssignIn(_In):
    ticket_id: str
    agent_id: str
    evidence_token: str


class CommentIn(_In):
    ticket_id: str
    body: str = Field(min_length=1, max_length=2000)
    internal: bool = False


class CreateIn(_In):
    subject: str = Field(min_length=3, max_length=120)
    customer: str = Field(min_length=1)
    priority: Priority = "normal"


class BulkIn(_In):
    ticket_ids: list[str] = Field(min_length=1)
    status: Status


class WriteOut(BaseModel):
    ticket: Ticket


class JobOut(BaseModel):
    job_id: str
    run_at: str


class Helpdesk(Runtime):
    domain = "helpdesk"
    State = HelpdeskState
    resources = {"helpdesk://sla-policy": "Response-time targets by priority, in hours."}
    state: HelpdeskState

    # --- deterministic clock, ids and evidence tokens -------------------------------
    def _tick(self) -> str:
        self.state.clock = advance_clock(self.state.clock)
        return self.state.clock

    def _ticket(self, ticket_id: str) -> Ticket:
        ticket = self.state.tickets.get(ticket_id)
        if ticket is None:
            raise ToolFailure("not_found", f"no ticket {ticket_id!r}")
        return ticket

    @staticmethod
    def _token(ticket: Ticket) -> str:
        return evidence_token("ev", ticket.id, ticket.version)

    def _require_token(self, ticket: Ticket, token: str) -> None:
        if token != self._token(ticket):
            raise ToolFailure(
                "stale_evidence",
                f"evidence token does not match the current version of {ticket.id}; call get_ticket first",
            )

    def _touch(self, ticket: Ticket) -> None:
        ticket.version += 1
        ticket.updated_at = self._tick()

    # --- reads ----------------------------------------------------------------------
    @tool("read", input=ListTicketsIn, output=ListTicketsOut)
    def list_tickets(self, args: ListTicketsIn) -> ListTicketsOut:
        """List live tickets, optionally filtered by status, assignee (agent id or 'unassigned') and priority. Ordered by ticket id."""
        out = []
        for t in sorted(self.state.tickets.values(), key=lambda t: t.id):
            if args.status and t.status != args.status:
                continue
            if args.priority and t.priority != args.priority:
                continue
            if args.assignee == "unassigned" and t.assignee is not None:
                continue
            if args.assignee not in (None, "unassigned") and t.assignee != args.assignee:
                continue
            out.append(TicketSummary(**t.model_dump(include=set(TicketSummary.model_fields))))
        return ListTicketsOut(tickets=out)

    @tool("read", input=TicketIdIn, output=GetTicketOut)
    def get_ticket(self, args: TicketIdIn) -> GetTicketOut:
        """Read one ticket in full, with its comments and an evidence token required by write tools."""
        ticket = self._ticket(args.ticket_id)
        return GetTicketOut(ticket=ticket, evidence_token=self._token(ticket))

    @tool("read", input=SearchIn, output=SearchOut)
    def search_tickets_cached(self, args: SearchIn) -> SearchOut:
        """Search the nightly ticket index by subject words. Not authoritative: statuses are as of last night and may be stale."""
        words = args.query.lower().split()
        matches = [
            {"id": t.id, "subject": t.subject, "status": self.state.cached_index.get(t.id, t.status)}
            for t in sorted(self.state.tickets.values(), key=lambda t: t.id)
            if all(w in t.subject.lower() for w in words)
        ]
        return SearchOut(matches=matches, indexed_at="2026-03-01T23:00:00Z")

    @tool("read", input=ListAgentsIn, output=ListAgentsOut)
    def list_agents(self, args: ListAgentsIn) -> ListAgentsOut:
        """List support agents (id, name, team, active), optionally for one team."""
        agents = [
            a.model_dump() for a in sorted(self.state.agents.values(), key=lambda a: a.id)
            if args.team is None or a.team == args.team
        ]
        return ListAgentsOut(agents=agents)

    @tool("read", input=NoArgs, output=QueueStatsOut)
    def get_queue_stats(self, args: NoArgs) -> QueueStatsOut:
        """Live counts of tickets by status, and the number of open tickets with no assignee."""
        counts = {s: 0 for s in ("open", "pending", "resolved", "closed")}
        for t in self.state.tickets.values():
            counts[t.status] += 1
        unassigned = sum(1 for t in self.state.tickets.values() if t.status == "open" and t.assignee is None)
        return QueueStatsOut(by_status=counts, unassigned_open=unassigned)

    # --- writes ---------------------------------------------------------------------
    @tool("write", input=UpdateStatusIn, output=WriteOut)
    def update_ticket_status(self, args: UpdateStatusIn) -> WriteOut:
        """Change a ticket's status now. Requires the evidence_token from a get_ticket call on the current version."""
        ticket = self._ticket(args.ticket_id)
        self._require_token(ticket, args.evidence_token)
        if ticket.status == "closed" and args.status != "closed":
            raise ToolFailure("invalid_transition", f"{ticket.id} is closed and cannot be reopened")
        ticket.status = args.status
        self._touch(ticket)
        return WriteOut(ticket=ticket)

    @tool("write", input=AssignIn, output=WriteOut)
    def assign_ticket(self, args: AssignIn) -> WriteOut:
        """Assign a ticket to an active agent. Requires the evidence_token from get_ticket."""
        ticket = self._ticket(args.ticket_id)
        self._require_token(ticket, args.evidence_token)
        agent = self.state.agents.get(args.agent_id)
        if agent is None or not agent.active:
            raise ToolFailure("invalid_agent", f"{args.agent_id!r} is not an active agent")
        ticket.assignee = agent.id
        self._touch(ticket)
        return WriteOut(ticket=ticket)

    @tool("write", input=CommentIn, output=WriteOut)
    def add_comment(self, args: CommentIn) -> WriteOut:
        """Add a comment to a ticket. internal=true keeps it hidden from the customer."""
        ticket = self._ticket(args.ticket_id)
        comment = Comment(
            id=f"C-{self.state.next_comment}", author="ui", body=args.body, internal=args.internal,
            at=self._tick(),
        )
        self.state.next_comment += 1
        ticket.comments.append(comment)
        ticket.version += 1
        ticket.updated_at = comment.at
        return WriteOut(ticket=ticket)

    @tool("write", input=CreateIn, output=WriteOut)
    def create_ticket(self, args: CreateIn) -> WriteOut:
        """Open a new ticket for a customer."""
        now = self._tick()
        ticket = Ticket(
            id=f"T-{self.state.next_ticket}", subject=args.subject, customer=args.customer,
            priority=args.priority, status="open", created_at=now, updated_at=now,
        )
        self.state.next_ticket += 1
        self.state.tickets[ticket.id] = ticket
        return WriteOut(ticket=ticket)

    @tool("write", input=BulkIn, output=JobOut)
    def schedule_bulk_status(self, args: BulkIn) -> JobOut:
        """Queue a status change for several tickets, applied by the overnight batch job (not now)."""
        for tid in args.ticket_ids:
            self._ticket(tid)
        run_at = "2026-03-03T02:00:00Z"
        job = ScheduledJob(id=f"J-{self.state.next_job}", ticket_ids=args.ticket_ids, status=args.status, run_at=run_at)
        self.state.next_job += 1
        self.state.scheduled_jobs.append(job)
        return JobOut(job_id=job.id, run_at=run_at)

    # --- resources ------------------------------------------------------------------
    def resource(self, uri: str) -> dict[str, int]:
        return {"urgent": 1, "high": 4, "normal": 24, "low": 72}
