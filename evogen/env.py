"""The Gymnasium environment: one task, five turns (design.md §3)."""

from __future__ import annotations

import shutil
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

import gymnasium as gym

from evogen.action import Action
from evogen.observation import REPLY_LIMIT, UI_TEXT_LIMIT, EarlierTurn, Observation
from evogen.pipeline import TimeLimits, TurnPipeline
from evogen.records import TURNS_PER_EPISODE, EpisodeRecord, Outcome, TurnResult
from evogen.reference_track import ReferenceTrack
from evogen.scaffold import Scaffold, default_scaffold
from evogen.stages.browser import BrowserHost
from evogen.stages.build import Builder
from evogen.tasks.model import Task
from mock_runtimes import Runtime

Prior = Literal["own", "reference"]
StateMode = Literal["actual", "reference"]


class ModelSpace(gym.spaces.Space):
    """A space whose members are instances (or dicts) of a pydantic model."""

    def __init__(self, model: Any):
        super().__init__(shape=None, dtype=None)
        self.model = model

    def contains(self, x: Any) -> bool:
        if isinstance(x, self.model):
            return True
        try:
            self.model.model_validate(x)
            return True
        except (ValueError, TypeError):
            return False

    def sample(self, mask: Any = None, probability: Any = None) -> Any:
        raise NotImplementedError(f"{self.model.__name__} cannot be sampled")


class ActionSpace(ModelSpace):
    """Actions: a reply and the complete ``src/`` tree.

    ``sample()`` returns a valid action — the current source unchanged (the starter app at turn
    1) with a short reply — so Gymnasium's checker and random-policy baselines can step the env.
    """

    def __init__(self, current_source: Callable[[], dict[str, str]]):
        super().__init__(Action)
        self._current_source = current_source

    def sample(self, mask: Any = None, probability: Any = None) -> Action:
        return Action(reply="I kept the app as it is.", files=dict(self._current_source()))


class EvogenEnv(gym.Env):
    """Five-turn generative-UI episode on one task.

    Example:
        >>> import evogen
        >>> with evogen.make("interaction/001") as env:  # doctest: +SKIP
        ...     obs, info = env.reset()
        ...     obs, reward, terminated, truncated, info = env.step({"reply": "...", "files": {...}})
    """

    metadata = {"render_modes": ["ansi"]}

    def __init__(
        self,
        task: Task,
        *,
        prior: Prior = "own",
        state: StateMode = "actual",
        evaluator: Any = None,
        actor: Any = None,
        evidence_dir: str | Path | None = None,
        screenshots: str = "failures",
        limits: TimeLimits | None = None,
        browser: BrowserHost | None = None,
        scaffold: Scaffold | None = None,
        render_mode: str | None = None,
    ):
        self.task = task
        self.default_prior: Prior = prior
        self.default_state: StateMode = state
        self.prior: Prior = prior
        self.state_mode: StateMode = state
        self.render_mode = render_mode
        self.scaffold = scaffold or default_scaffold()
        self._own_browser = browser is None
        self.host = browser or BrowserHost()
        self._own_evidence = evidence_dir is None
        self.evidence_root = Path(evidence_dir) if evidence_dir else Path(tempfile.mkdtemp(prefix="evogen-evidence-"))
        pipeline_kwargs: dict[str, Any] = {}
        if actor is not None:
            pipeline_kwargs["actor"] = actor
        if evaluator is not None:
            pipeline_kwargs["evaluator"] = evaluator
        self.limits = limits or TimeLimits()
        self.pipeline = TurnPipeline(
            scaffold=self.scaffold, builder=Builder(self.scaffold, timeout_s=self.limits.build_s), host=self.host,
            limits=self.limits, screenshots=screenshots, **pipeline_kwargs,
        )
        self.observation_space = ModelSpace(Observation)
        self.action_space = ActionSpace(self._writable_source)
        self._closed = False
        self._episode = 0
        self._reference: ReferenceTrack | None = None
        self._source: dict[str, str] | None = None
        self._terminated: bool = False
        self._reset_episode_state()

    # --- gymnasium API ----------------------------------------------------------------------
    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[Observation, dict[str, Any]]:
        super().reset(seed=seed)
        self._check_open()
        options = dict(options or {})
        # options apply to this episode only; the constructor's choices are the defaults
        self.prior = options.pop("prior", self.default_prior)
        self.state_mode = options.pop("state", self.default_state)
        start_turn = int(options.pop("start_turn", 1))
        if options:
            raise ValueError(f"unknown reset options: {sorted(options)} (known: prior, state, start_turn)")
        if self.prior not in ("own", "reference") or self.state_mode not in ("actual", "reference"):
            raise ValueError("prior is 'own' or 'reference'; state is 'actual' or 'reference'")
        if not 1 <= start_turn <= TURNS_PER_EPISODE:
            raise ValueError(f"start_turn must be 1..{TURNS_PER_EPISODE}")
        self._seed = seed if seed is not None else 0
        self._episode += 1
        self._reset_episode_state()
        self._turn = start_turn
        if start_turn > 1:
            # earlier turns are taken from the reference run and count as not attempted
            track = self.reference_track()
            for k in range(1, start_turn):
                step = track.turn(k)
                self._history.append(EarlierTurn(turn=k, request=self.task.turns[k - 1].request,
                                                 reply=step.reply[:REPLY_LIMIT], ui_text=step.ui_text[:UI_TEXT_LIMIT]))
                self._slots.append(TurnResult(turn=k, outcome=Outcome.BLOCKED, response_received=False,
                                              reason="skipped", message=f"episode started at turn {start_turn}"))
                self._passed_before.update(step.passed_requirements)
            self._source = track.turn(start_turn - 1).files
            self._runtime.restore(track.turn(start_turn - 1).end_state)
        return self._observation(), self._info()

    def step(self, action: Action | dict[str, Any] | None) -> tuple[Observation, float, bool, bool, dict[str, Any]]:
        self._check_open()
        if self._terminated:
            raise RuntimeError("the episode is over: call reset() to start a new one")
        turn = self._turn
        if turn > 1 and self.state_mode == "reference":
            self._runtime.restore(self.reference_track().turn(turn - 1).end_state)
        started = time.perf_counter()
        artifacts = self.pipeline.run(
            self.task, turn, action, self._runtime, previously_passed=self._passed_before,
            evidence_dir=self.evidence_root / f"episode-{self._episode:03d}" / f"turn-{turn}", seed=self._seed,
        )
        result = artifacts.result
        result.timings["turn_total"] = time.perf_counter() - started
        self._slots.append(result)
        for req in result.requirements:
            self._passed_before[req.id] = req.passed
        if artifacts.source is not None:
            self._source = artifacts.source.files
        self._history.append(EarlierTurn(turn=turn, request=self.task.turns[turn - 1].request,
                                         reply=result.reply[:REPLY_LIMIT], ui_text=result.ui_text[:UI_TEXT_LIMIT]))
        if result.outcome.blocks_later_turns:
            for k in range(turn + 1, TURNS_PER_EPISODE + 1):
                self._slots.append(TurnResult.blocked(k, by=turn))
            self._terminated = True
        elif turn == TURNS_PER_EPISODE:
            self._terminated = True
        else:
            self._turn = turn + 1
            if self.prior == "reference":
                self._source = self.reference_track().turn(turn).files
        reward = 1.0 if result.passed else 0.0
        return self._observation(), reward, self._terminated, False, self._info(result)

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        if self._own_browser:
            self.host.close()
        if self._own_evidence:
            shutil.rmtree(self.evidence_root, ignore_errors=True)

    def __enter__(self) -> EvogenEnv:
        return self

    def __exit__(self, *exc: Any) -> Literal[False]:
        self.close()
        return False

    def render(self) -> str | None:
        lines = [f"{self.task.id} — {self.task.title}"]
        for slot in self._slots:
            lines.append(f"  turn {slot.turn}: {slot.outcome.value:15} {slot.message[:90]}")
        return "\n".join(lines)

    # --- episode state -------------------------------------------------------------------------
    def _reset_episode_state(self) -> None:
        self._runtime: Runtime = self.task.new_runtime()
        self._turn = 1
        self._slots: list[TurnResult] = []
        self._history: list[EarlierTurn] = []
        self._passed_before: dict[str, bool] = {}
        self._source = None
        self._terminated = False
        self._seed = 0

    @property
    def turn(self) -> int:
        return self._turn

    @property
    def runtime(self) -> Runtime:
        """The live mock runtime (its state carries from turn to turn)."""
        return self._runtime

    @property
    def slots(self) -> list[TurnResult]:
        return list(self._slots)

    def record(self, *, policy: str = "", epoch: int = 0) -> EpisodeRecord:
        """The episode so far as a five-slot record; unreached turns count as blocked."""
        slots = list(self._slots)
        for k in range(len(slots) + 1, TURNS_PER_EPISODE + 1):
            slots.append(TurnResult(turn=k, outcome=Outcome.BLOCKED, response_received=False, reason="not_reached",
                                    message="the episode ended before this turn"))
        return EpisodeRecord(task_id=self.task.id, task_hash=self.task.content_hash, suite=self.task.suite,
                             policy=policy, epoch=epoch, seed=self._seed, slots=slots,
                             options={"prior": self.prior, "state": self.state_mode})

    def reference_track(self) -> ReferenceTrack:
        if self._reference is None:
            self._reference = ReferenceTrack(self.task, self.pipeline)
        return self._reference

    def _writable_source(self) -> dict[str, str]:
        """The latest source (the starter app before turn 1) without the environment's own files."""
        source = self._source if self._source is not None else self.scaffold.starter_files()
        return {k: v for k, v in source.items() if k not in self.scaffold.owned_files}

    @property
    def episode(self) -> int:
        """How many episodes this env has started (1 after the first reset)."""
        return self._episode

    def _observation(self) -> Observation:
        turn = self._turn
        cls = self.task.runtime_class() if self.task.runtime else None
        source = self._source
        return Observation(
            task_id=self.task.id, title=self.task.title, suite=self.task.suite, turn=turn,
            request=self.task.turns[turn - 1].request, context=self.task.context,
            tools=cls.contracts() if cls else [], resources=dict(cls.resources) if cls else {},
            history=list(self._history), source=source if source is not None else self.scaffold.starter_files(),
            source_is_starter=source is None, rules=self.scaffold.rules(has_tools=bool(cls and cls.tool_specs())),
        )

    def _info(self, result: TurnResult | None = None) -> dict[str, Any]:
        """What the turn said; wall-clock timings and evidence paths are on ``info["turn_result"]``
        (they are measurements, so equal turns give equal infos, as Gymnasium's checker expects)."""
        info: dict[str, Any] = {"task_id": self.task.id, "turn": self._turn}
        if result is not None:
            info.update({
                "turn_result": result,
                "outcome": result.outcome.value,
                "passed": result.passed,
                "response_received": result.response_received,
                "message": result.message,
                "scores": {d: s.score for d, s in result.scores.items()},
                "requirements": list(result.requirements),
            })
        return info

    def _check_open(self) -> None:
        if self._closed:
            raise RuntimeError("the environment is closed")
