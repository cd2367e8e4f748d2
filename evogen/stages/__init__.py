"""The pipeline's stages, one module (or small package) each, in the order a turn runs them.

1. :mod:`evogen.stages.validate` — check an action's files against the environment's rules.
2. :mod:`evogen.stages.build` — ``vite build`` in a fresh, sealed workspace (content-addressed cache).
3. :mod:`evogen.stages.serve` — open the build in a pinned browser context, wired to the mock
   runtime (:mod:`evogen.stages.browser` owns Chromium itself).
4. restore — the mock runtime's state is carried over (:mod:`mock_runtimes`).
5. :mod:`evogen.stages.act` — the actor operates the page and runs each requirement's check.
6. :mod:`evogen.stages.evaluate` — score Presentation, Execution, Alignment.
7. :mod:`evogen.stages.record` — write the turn's evidence bundle.

:mod:`evogen.pipeline` composes them; no stage imports the pipeline, the env or the runner.
"""
