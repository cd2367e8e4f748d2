"""The Ray backend on a real local cluster (a head and one extra worker node, both on this machine):
the same records as a local run even when a worker actor is killed mid-run, and a resumed run
after the driver is killed. (The nodes bind the machine's own address: Ray rewrites a loopback
cluster address to the node's address when a driver connects, so a 127.0.0.1-only cluster cannot
be joined.)"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import ray.cluster_utils

from evogen.runner import read_records

pytestmark = pytest.mark.xdist_group("ray")
TASKS = "presentation/001,presentation/002,presentation/003"


@pytest.fixture(scope="module")
def cluster():
    """Head node plus one worker node, one CPU each, on this machine."""
    c = ray.cluster_utils.Cluster(initialize_head=True, head_node_args={"num_cpus": 1, "include_dashboard": False})
    c.add_node(num_cpus=1)
    c.wait_for_nodes()
    yield c.address
    c.shutdown()


def evogen_run(out: Path, *extra: str, wait: bool = True) -> subprocess.Popen:
    cmd = [sys.executable, "-m", "evogen.cli", "run", "--policy", "reference", "-t", TASKS, "--epochs", "2",
           "--screenshots", "none", "--out", str(out), *extra]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if wait:
        output, _ = proc.communicate(timeout=1500)
        assert proc.returncode == 0, output[-4000:]
    return proc


def wait_for_records(out: Path, n: int, proc: subprocess.Popen, timeout_s: float = 600) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        path = out / "episodes.jsonl"
        if path.exists() and len(path.read_text().splitlines()) >= n:
            return
        assert proc.poll() is None, proc.communicate()[0][-4000:]
        time.sleep(0.5)
    raise AssertionError(f"fewer than {n} records after {timeout_s} s")


def actor_pids() -> list[int]:
    out = subprocess.run(["pgrep", "-f", "ray::EpisodeActor"], capture_output=True, text=True).stdout
    return [int(p) for p in out.split()]


def verdicts(out: Path) -> dict[str, dict]:
    records = read_records(out)
    assert all(r.status == "complete" for r in records)
    return {r.key: r.verdict() for r in records}


@pytest.fixture(scope="session")  # built once per worker even when other modules run in between
def local_run(tmp_path_factory) -> dict[str, dict]:
    out = tmp_path_factory.mktemp("local") / "run"
    evogen_run(out, "--workers", "2")
    return verdicts(out)


@pytest.mark.timeout(2400)
def test_ray_run_with_a_killed_worker_equals_a_local_run(cluster, local_run, tmp_path):
    out = tmp_path / "ray"
    proc = evogen_run(out, "--backend", "ray", "--address", cluster, "--workers", "2", wait=False)
    wait_for_records(out, 1, proc)
    pids = actor_pids()
    assert pids, "no browser actor is running"
    os.kill(pids[0], signal.SIGKILL)  # a worker actor dies mid-run, its episodes in flight
    output, _ = proc.communicate(timeout=1500)
    assert proc.returncode == 0, output[-4000:]
    assert verdicts(out) == local_run  # same records; the killed actor's episodes were played again
    records = read_records(out)
    assert len(records) == 6 and len((out / "episodes.jsonl").read_text().splitlines()) == 6
    evidence = records[0].slots[0].evidence["reply.md"]
    assert not evidence.startswith("/") and (out / evidence).is_file()  # evidence shipped to the driver's folder


@pytest.mark.timeout(2400)
def test_ray_run_resumes_after_the_driver_is_killed(cluster, local_run, tmp_path):
    out = tmp_path / "ray"
    proc = evogen_run(out, "--backend", "ray", "--address", cluster, "--workers", "2", wait=False)
    wait_for_records(out, 2, proc)
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=60)
    kept = len(read_records(out))
    assert 2 <= kept < 6
    evogen_run(out, "--backend", "ray", "--address", cluster, "--workers", "2")
    assert verdicts(out) == local_run
    assert len((out / "episodes.jsonl").read_text().splitlines()) == 6  # each episode recorded once
