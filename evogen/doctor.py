"""``evogen setup`` and ``evogen doctor``: install and report what the pipeline needs.

Setup is idempotent: ``npm ci`` in the web environment when its ``node_modules`` is missing or
stale, and a Chromium that Playwright can drive (Playwright's own if present, else the system
one; on Debian/Ubuntu as root it installs the ``chromium`` and ``chromium-headless-shell`` packages).
"""

from __future__ import annotations

import hashlib
import os
import platform
import shutil
import subprocess
import sys
from dataclasses import dataclass

from evogen.scaffold import Scaffold, default_scaffold
from evogen.stages.browser import HEADLESS_SHELL_CANDIDATES, SYSTEM_CANDIDATES, NoBrowserError, find_chromium


@dataclass
class Check:
    name: str
    ok: bool
    detail: str
    fix: str = ""


def _lock_stamp(scaffold: Scaffold) -> str:
    return hashlib.sha256((scaffold.root / "package-lock.json").read_bytes()).hexdigest()


def install_node_modules(scaffold: Scaffold, *, force: bool = False, echo=print) -> bool:
    """Run ``npm ci`` unless node_modules already matches package-lock.json. Returns True if it ran."""
    stamp_file = scaffold.node_modules / ".evogen-lock-sha256"
    stamp = _lock_stamp(scaffold)
    if not force and scaffold.is_installed() and stamp_file.exists() and stamp_file.read_text() == stamp:
        echo(f"node modules: up to date in {scaffold.node_modules}")
        return False
    npm = shutil.which("npm")
    if npm is None:
        raise RuntimeError("npm is not installed: install Node.js 20+ (https://nodejs.org) and run `evogen setup` again")
    echo(f"node modules: npm ci in {scaffold.root}")
    proc = subprocess.run([npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=scaffold.root,
                          capture_output=True, text=True)
    if proc.returncode != 0:
        raise RuntimeError(f"npm ci failed in {scaffold.root}:\n{proc.stdout[-2000:]}\n{proc.stderr[-2000:]}")
    stamp_file.write_text(stamp)
    return True


def install_chromium(echo=print) -> None:
    """Make sure a Chromium is available. As root on Debian/Ubuntu, install the ``chromium`` package and,
    where the distribution has it, ``chromium-headless-shell`` (faster for headless runs)."""
    try:
        info = find_chromium()
    except NoBrowserError:
        info = None
    apt = shutil.which("apt-get")
    can_apt = bool(apt) and hasattr(os, "geteuid") and os.geteuid() == 0
    wanted = [] if info is not None and info.source != "system" else [
        pkg for pkg, exe in (("chromium", SYSTEM_CANDIDATES[0]), ("chromium-headless-shell", HEADLESS_SHELL_CANDIDATES[0]))
        if not os.path.exists(exe)
    ]
    if wanted and can_apt and apt:
        echo(f"chromium: installing Debian packages {' '.join(wanted)} (apt-get)")
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        try:
            subprocess.run([apt, "update", "-qq"], check=True, env=env, stdout=subprocess.DEVNULL)
        except subprocess.CalledProcessError:
            if info is None:
                raise
            echo("chromium: apt-get update failed; keeping the Chromium already installed")
            wanted = []
        for pkg in wanted:
            proc = subprocess.run([apt, "install", "-y", "-qq", pkg], env=env, stdout=subprocess.DEVNULL,
                                  stderr=subprocess.PIPE, text=True)
            if proc.returncode != 0:
                if pkg == "chromium":
                    raise RuntimeError(f"apt-get install chromium failed:\n{proc.stderr[-2000:]}")
                echo(f"chromium: {pkg} is not available here ({proc.stderr.strip().splitlines()[-1:]}); "
                     "the full browser runs headless instead")
        info = find_chromium()
    if info is not None:
        echo(f"chromium: {info.source} {info.path} {info.version}".rstrip())
        return
    raise NoBrowserError(
        "no Chromium found and it cannot be installed automatically here. Run one of:\n"
        "  sudo apt-get install -y chromium chromium-headless-shell   # Debian/Ubuntu\n"
        f"  {sys.executable} -m playwright install chromium   # Playwright's own build\n"
        "or set EVOGEN_CHROMIUM=/path/to/chrome"
    )


def install_sandbox(echo=print) -> None:
    """Builds run under bubblewrap where it works: as root on Debian/Ubuntu, install it if missing."""
    from evogen.stages.build import sandbox

    apt = shutil.which("apt-get")
    if shutil.which("bwrap") is None and apt and hasattr(os, "geteuid") and os.geteuid() == 0:
        echo("sandbox: installing the Debian package bubblewrap (apt-get)")
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        proc = subprocess.run([apt, "install", "-y", "-qq", "bubblewrap"], env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, text=True)
        if proc.returncode != 0:
            subprocess.run([apt, "update", "-qq"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            subprocess.run([apt, "install", "-y", "-qq", "bubblewrap"], env=env, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
    box = sandbox()
    echo(f"sandbox: {'bubblewrap' if box.active else 'the Vite plugin only'} — {box.reason}")


def setup(*, browser: bool = True, force: bool = False, echo=print) -> None:
    install_node_modules(default_scaffold(), force=force, echo=echo)
    if browser:
        install_chromium(echo=echo)
    install_sandbox(echo=echo)


def diagnose() -> list[Check]:
    """What evogen needs, found or missing, with the fix for each missing piece."""
    checks: list[Check] = [Check("python", True, f"{platform.python_version()} ({sys.executable})")]
    try:
        from importlib.metadata import version

        checks.append(Check("playwright (python)", True, version("playwright")))
    except Exception as exc:  # noqa: BLE001
        checks.append(Check("playwright (python)", False, str(exc), "pip install -e ."))
    node = shutil.which("node")
    node_version = subprocess.run([node, "--version"], capture_output=True, text=True).stdout.strip() if node else ""
    checks.append(Check("node", bool(node), node_version or "not found", "install Node.js 20+"))
    npm = shutil.which("npm")
    npm_version = subprocess.run([npm, "--version"], capture_output=True, text=True).stdout.strip() if npm else ""
    checks.append(Check("npm", bool(npm), npm_version or "not found", "install npm 10+"))
    scaffold = default_scaffold()
    vite = scaffold.vite_version()
    checks.append(Check("web environment", scaffold.is_installed(),
                        f"{scaffold.root} (vite {vite})" if vite else f"{scaffold.root}: node_modules missing",
                        "evogen setup"))
    try:
        info = find_chromium()
        checks.append(Check("chromium", True, f"{info.source}: {info.path} {info.version}".rstrip()))
    except NoBrowserError as exc:
        checks.append(Check("chromium", False, "not found", str(exc)))
    from evogen.paths import cache_dir, tasks_dir
    from evogen.registry import list_tasks
    from evogen.stages.build import sandbox

    box = sandbox()
    checks.append(Check("build sandbox", True, ("bubblewrap: " if box.active else "Vite plugin only: ") + box.reason,
                        "" if box.active else "apt-get install bubblewrap (Linux) for a second wall"))

    checks.append(Check("tasks", bool(list_tasks()), f"{len(list_tasks())} in {tasks_dir()}", "reinstall evogen"))
    checks.append(Check("cache", True, str(cache_dir())))
    return checks
