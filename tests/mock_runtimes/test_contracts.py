"""What every mock domain's tool contracts must be, checked once over all of them.

Each domain's own test file checks what is particular to it (its tool set, required arguments,
the rules its descriptions state); the shape every contract shares is checked here, so a new
domain is covered the moment it is registered.
"""

import json

import jsonschema
import pytest

from mock_runtimes import available_domains, runtime_class

CONTRACTS = [(domain, contract) for domain in available_domains() for contract in runtime_class(domain).contracts()]


def test_every_domain_declares_reads_writes_and_a_sane_tool_count():
    assert {"helpdesk", "scheduling", "approvals", "inventory", "maintenance", "lodging"} <= set(available_domains())
    for domain in available_domains():
        specs = runtime_class(domain).tool_specs()
        assert 8 <= len(specs) <= 20, domain
        assert {s.mode for s in specs.values()} == {"read", "write"}, domain


@pytest.mark.parametrize("domain, contract", CONTRACTS, ids=[f"{d}.{c['name']}" for d, c in CONTRACTS])
def test_every_contract_is_a_closed_json_schema_with_a_description(domain, contract):
    assert contract["mode"] in ("read", "write")
    assert len(contract["description"].strip()) >= 20, "a model picks tools by their descriptions"
    for key in ("input_schema", "output_schema"):
        jsonschema.Draft202012Validator.check_schema(contract[key])
        assert contract[key]["type"] == "object"
    assert contract["input_schema"].get("additionalProperties") is False, "unknown arguments must be refused"
    assert json.loads(json.dumps(contract)) == contract
