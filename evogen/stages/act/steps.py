"""Run the check language's steps against a live page (used by the scripted actor)."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from evogen.records import StepTrace
from evogen.stages.serve import AppSession, RenderFailed
from evogen.tasks.checks import Step, Target
from mock_runtimes.base import lookup

EXPECT_TIMEOUT_MS = 2_500
_STYLE_PROPS = ("color", "background-color", "border-color", "box-shadow", "outline-color", "opacity",
                "transform", "visibility", "display", "font-weight", "text-decoration-line")


class StepFailed(AssertionError):
    """A step whose expectation did not hold or whose target could not be used."""


@dataclass
class CheckContext:
    """What a Python escape-hatch check receives."""

    page: Any
    session: AppSession
    task_root: Path
    tool_log_start: int
    locate: Callable[[Target], Any]

    @property
    def runtime_state(self) -> dict[str, Any]:
        return self.session.runtime.snapshot()

    @property
    def tool_calls(self) -> list[Any]:
        return self.session.runtime.log[self.tool_log_start:]


@dataclass
class StepRunner:
    session: AppSession
    task_root: Path
    shoot: Callable[[str], str | None] = lambda _label: None
    traces: list[StepTrace] = field(default_factory=list)
    seen: list[str] = field(default_factory=list)
    req_log_start: int = 0
    action_log_start: int = 0
    req_error_start: tuple[int, int] = (0, 0)

    @property
    def page(self) -> Any:
        return self.session.page

    def begin(self) -> None:
        self.traces = []
        self.seen = []
        self.req_log_start = len(self.session.runtime.log)
        self.action_log_start = self.req_log_start
        self.req_error_start = (len(self.session.log.page_errors), len(self.session.log.console))

    def run(self, steps: list[Step]) -> None:
        """Run steps in order; raises StepFailed naming the first step that failed."""
        for step in steps:
            index = len(self.traces) + 1
            started = time.perf_counter()
            calls_before = len(self.session.runtime.log)
            if not step.verb.startswith("expect_"):
                self.action_log_start = calls_before
            trace = StepTrace(index=index, verb=step.verb, target=step.describe(), ok=False)
            self.traces.append(trace)
            try:
                getattr(self, f"_{step.verb}")(step.args, trace)
                trace.ok = True
                if not step.verb.startswith("expect_"):
                    self._remember_text()
            except (StepFailed, PlaywrightError, AssertionError, RenderFailed) as exc:
                trace.message = _short(exc)
                raise StepFailed(f"step {index} ({step.describe()}): {trace.message}") from None
            finally:
                trace.duration_s = round(time.perf_counter() - started, 4)
                trace.tool_calls = list(range(calls_before, len(self.session.runtime.log)))

    def _remember_text(self) -> None:
        """Keep what the page showed after an action (dialogs, messages that later vanish)."""
        try:
            self.seen.append(self.page.inner_text("body", timeout=1_000)[:5_000])
        except PlaywrightError:
            pass

    # --- finding things ----------------------------------------------------------------
    def locate(self, target: Target, *, visible_only: bool = True) -> Any:
        scope = self.page if target.within is None else self.locate(target.within)
        exact = target.exact
        if target.role is not None:
            loc = scope.get_by_role(target.role, name=target.name, exact=exact) if target.name is not None \
                else scope.get_by_role(target.role)
        elif target.label is not None:
            loc = scope.get_by_label(target.label, exact=exact)
        elif target.placeholder is not None:
            loc = scope.get_by_placeholder(target.placeholder, exact=exact)
        else:
            loc = scope.get_by_text(target.text, exact=exact)
        if target.has_text is not None:
            loc = loc.filter(has_text=target.has_text)
        if visible_only:
            loc = loc.filter(visible=True)
        return loc.nth(target.nth) if target.nth is not None else loc

    def _one(self, target: Target) -> Any:
        loc = self.locate(target)
        return loc if target.nth is not None else loc.first

    # --- actions ---------------------------------------------------------------------------
    def _open(self, args: Any, trace: StepTrace) -> None:
        self.session.open(args.path)

    def _click(self, args: Any, trace: StepTrace) -> None:
        self._one(args.target).click()
        self.session.settle()

    def _fill(self, args: Any, trace: StepTrace) -> None:
        self._one(args.target).fill(args.value)
        self.session.settle()

    def _select(self, args: Any, trace: StepTrace) -> None:
        element = self._one(args.target)
        try:
            element.select_option(label=args.option, timeout=EXPECT_TIMEOUT_MS)
        except PlaywrightError:
            element.select_option(value=args.option, timeout=EXPECT_TIMEOUT_MS)
        self.session.settle()

    def _check(self, args: Any, trace: StepTrace) -> None:
        self._one(args.target).set_checked(args.checked)
        self.session.settle()

    def _hover(self, args: Any, trace: StepTrace) -> None:
        self._one(args.target).hover()
        self.session.settle()

    def _press(self, args: Any, trace: StepTrace) -> None:
        if args.target is not None:
            self._one(args.target).press(args.key)
        else:
            self.page.keyboard.press(args.key)
        self.session.settle()

    def _wait_for(self, args: Any, trace: StepTrace) -> None:
        if args.target is not None:
            self._one(args.target).wait_for(state=args.state, timeout=EXPECT_TIMEOUT_MS)
        if args.ms:
            self.page.wait_for_timeout(args.ms)

    # --- expectations ----------------------------------------------------------------------
    def _expect_text(self, args: Any, trace: StepTrace) -> None:
        scope = self._one(args.within) if args.within is not None else self.page.locator("body")
        wanted: Any = re.compile(args.regex) if args.regex is not None else args.text
        assertion = expect(scope)
        case = {"ignore_case": True} if args.ignore_case else {}
        if args.absent:
            assertion.not_to_contain_text(wanted, use_inner_text=True, timeout=EXPECT_TIMEOUT_MS, **case)
        else:
            try:
                assertion.to_contain_text(wanted, use_inner_text=True, timeout=EXPECT_TIMEOUT_MS, **case)
            except AssertionError:
                shown = " ".join(scope.inner_text(timeout=1_000).split())[:300]
                raise StepFailed(f"text {args.text or args.regex!r} not shown; visible text: {shown!r}") from None

    def _expect_visible(self, args: Any, trace: StepTrace) -> None:
        if args.visible:
            try:
                expect(self._one(args.target)).to_be_visible(timeout=EXPECT_TIMEOUT_MS)
            except AssertionError:
                raise StepFailed(f"no visible {args.target.describe()}") from None
        else:
            try:
                expect(self.locate(args.target)).to_have_count(0, timeout=EXPECT_TIMEOUT_MS)
            except AssertionError:
                raise StepFailed(f"{args.target.describe()} is still visible") from None

    def _expect_enabled(self, args: Any, trace: StepTrace) -> None:
        element = self._one(args.target)
        try:
            if args.enabled:
                expect(element).to_be_enabled(timeout=EXPECT_TIMEOUT_MS)
            else:
                expect(element).to_be_disabled(timeout=EXPECT_TIMEOUT_MS)
        except AssertionError:
            state = "disabled" if args.enabled else "enabled"
            raise StepFailed(f"{args.target.describe()} is {state}") from None

    def _expect_count(self, args: Any, trace: StepTrace) -> None:
        loc = self.locate(args.target)
        if args.count is not None:
            try:
                expect(loc).to_have_count(args.count, timeout=EXPECT_TIMEOUT_MS)
                return
            except AssertionError:
                raise StepFailed(f"expected {args.count} × {args.target.describe()}, found {loc.count()}") from None
        deadline = time.perf_counter() + EXPECT_TIMEOUT_MS / 1000
        while True:
            n = loc.count()
            if (args.min is None or n >= args.min) and (args.max is None or n <= args.max):
                return
            if time.perf_counter() > deadline:
                raise StepFailed(f"found {n} × {args.target.describe()}, wanted min={args.min} max={args.max}")
            self.page.wait_for_timeout(100)

    def _expect_value(self, args: Any, trace: StepTrace) -> None:
        element = self._one(args.target)
        try:
            expect(element).to_have_value(args.value, timeout=EXPECT_TIMEOUT_MS)
        except AssertionError:
            raise StepFailed(f"value is {element.input_value(timeout=1_000)!r}, expected {args.value!r}") from None

    def _capture(self, target: Target | None, prop: str) -> Any:
        element = self._one(target) if target is not None else self.page.locator("body")
        if prop == "text":
            return element.inner_text()
        if prop == "screenshot":
            return element.screenshot(animations="disabled")
        return element.evaluate(
            "(el, props) => { const cs = getComputedStyle(el); return props.map(p => cs.getPropertyValue(p)); }",
            list(_STYLE_PROPS),
        )

    def _expect_changed(self, args: Any, trace: StepTrace) -> None:
        trace.screenshot_before = self.shoot("changed-before")
        baseline = self._capture(args.target, args.property)
        self.run(args.do)
        deadline = time.perf_counter() + EXPECT_TIMEOUT_MS / 1000
        while True:
            current = self._capture(args.target, args.property)
            if current != baseline:
                trace.screenshot_after = self.shoot("changed-after")
                return
            if time.perf_counter() > deadline:
                trace.screenshot_after = self.shoot("changed-after")
                where = args.target.describe() if args.target else "the page"
                raise StepFailed(f"{args.property} of {where} did not change after the action")
            self.page.wait_for_timeout(100)

    def _expect_tool_called(self, args: Any, trace: StepTrace) -> None:
        self.session.settle()
        start = self.req_log_start if args.since == "requirement" else self.action_log_start
        calls = [
            c for c in self.session.runtime.log[start:]
            if c.kind == "tool" and c.name == args.name and _subset(args.args, c.args)
            and (args.ok is None or c.ok == args.ok)
        ]
        n = len(calls)
        if n < args.min or (args.max is not None and n > args.max):
            seen = [f"{c.name}({json.dumps(c.args, sort_keys=True)[:120]})" for c in
                    self.session.runtime.log[start:] if c.kind == "tool"]
            raise StepFailed(
                f"{args.name} with {json.dumps(args.args, sort_keys=True)} called {n}× "
                f"(wanted min={args.min}, max={args.max}); calls seen: {seen[-6:] or 'none'}"
            )

    def _expect_state(self, args: Any, trace: StepTrace) -> None:
        self.session.settle()
        snapshot = self.session.runtime.snapshot()
        try:
            value = lookup(snapshot, args.path)
        except KeyError:
            if args.exists is False:
                return
            raise StepFailed(f"runtime state has no {args.path!r}") from None
        if args.exists is False:
            raise StepFailed(f"runtime state still has {args.path!r}")
        if args.equals is not None and value != args.equals:
            raise StepFailed(f"state {args.path} is {value!r}, expected {args.equals!r}")
        if args.contains is not None and not _contains(value, args.contains):
            raise StepFailed(f"state {args.path} = {str(value)[:200]!r} does not contain {args.contains!r}")
        if args.length is not None and (not hasattr(value, "__len__") or len(value) != args.length):
            raise StepFailed(f"state {args.path} has length {len(value) if hasattr(value, '__len__') else '-'}, "
                             f"expected {args.length}")

    def _expect_no_errors(self, args: Any, trace: StepTrace) -> None:
        errors = self.session.log.page_errors[self.req_error_start[0]:]
        console = [c["text"] for c in self.session.log.console[self.req_error_start[1]:] if c["type"] == "error"]
        if errors or console:
            raise StepFailed(f"errors on the page: {(errors + console)[:3]}")

    def _python(self, args: Any, trace: StepTrace) -> None:
        module = _checks_module(self.task_root / "checks.py")
        fn = getattr(module, args.function, None)
        if fn is None:
            raise StepFailed(f"checks.py has no function {args.function!r}")
        fn(CheckContext(self.page, self.session, self.task_root, self.req_log_start, self._one))


_CHECK_MODULES: dict[str, Any] = {}


def _checks_module(path: Path) -> Any:
    """A task's checks.py, loaded once per distinct content (an edited file is loaded afresh)."""
    try:
        source = path.read_bytes()
    except OSError:
        raise StepFailed(f"no checks.py in {path.parent}") from None
    key = hashlib.sha256(str(path).encode() + b"\0" + source).hexdigest()
    if key not in _CHECK_MODULES:
        spec = importlib.util.spec_from_file_location(f"evogen_checks_{key[:16]}", path)
        if spec is None or spec.loader is None:
            raise StepFailed(f"checks.py in {path.parent} cannot be loaded")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        _CHECK_MODULES[key] = module
    return _CHECK_MODULES[key]


def _subset(wanted: Any, actual: Any) -> bool:
    if isinstance(wanted, dict):
        return isinstance(actual, dict) and all(k in actual and _subset(v, actual[k]) for k, v in wanted.items())
    if isinstance(wanted, float) or isinstance(actual, float):
        try:
            return abs(float(wanted) - float(actual)) < 1e-9
        except (TypeError, ValueError):
            return False
    return bool(wanted == actual)


def _contains(value: Any, wanted: Any) -> bool:
    if isinstance(value, str):
        return str(wanted) in value
    if isinstance(value, dict):
        return _subset(wanted, value) if isinstance(wanted, dict) else wanted in value
    if isinstance(value, list):
        return any(_subset(wanted, item) for item in value)
    return False


def _short(exc: BaseException) -> str:
    text = str(exc).strip()
    first = text.splitlines()[0] if text else type(exc).__name__
    if "Timeout" in first and "exceeded" in first:
        first = first.split("Call log")[0].strip()
    return first[:400]
