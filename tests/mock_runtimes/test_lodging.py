"""The lodging mock domain: schemas, the assign -> check-in and quote -> cancel flows, folios,
housekeeping, boundaries, the cached availability decoy, near misses, errors, determinism and forks."""

from __future__ import annotations

import pytest
from pydantic import BaseModel

from mock_runtimes import available_domains, load_runtime, runtime_class
from mock_runtimes.lodging import RUNTIME, Lodging
from tests.mock_runtimes.calls import assert_tool_set, fail, ok

READS = {"get_property_info", "list_rooms", "get_room", "list_reservations", "get_reservation",
         "check_availability", "get_availability_summary_cached", "quote_cancellation"}
WRITES = {"create_reservation", "assign_room", "check_in", "move_room", "check_out", "cancel_reservation",
          "mark_no_show", "set_housekeeping_status", "post_charge", "record_payment", "void_charge",
          "refund_payment"}


@pytest.fixture
def rt() -> Lodging:
    return load_runtime("lodging", "default")  # type: ignore[return-value]


def tok(rt: Lodging, rid: str) -> str:
    return ok(rt, "get_reservation", {"reservation_id": rid})["evidence_token"]


def room_tok(rt: Lodging, room: str) -> str:
    return ok(rt, "get_room", {"room": room})["evidence_token"]


def res(rt: Lodging, rid: str) -> dict:
    return ok(rt, "get_reservation", {"reservation_id": rid})["reservation"]


def hk(rt: Lodging, room: str, status: str) -> dict:
    return ok(rt, "set_housekeeping_status", {"room": room, "status": status, "evidence_token": room_tok(rt, room)})


def avail(rt: Lodging, room_type: str, arrival: str, departure: str) -> list[int]:
    out = ok(rt, "check_availability", {"room_type": room_type, "arrival": arrival, "departure": departure})
    return [n["available"] for n in out["nights"]]


def book(rt: Lodging, **over) -> dict:
    args = {"guest_name": "Test Guest", "guests": 1, "room_type": "DBL", "rate_plan": "FLEX",
            "arrival": "2026-05-18", "departure": "2026-05-19"}
    args.update(over)
    return ok(rt, "create_reservation", args)["reservation"]


# --- declaration / schemas ----------------------------------------------------------------
def test_registered_and_exported():
    assert "lodging" in available_domains()
    assert runtime_class("lodging") is RUNTIME is Lodging


def test_tool_set_modes_and_count():
    assert_tool_set(Lodging, READS, WRITES, (14, 20))


@pytest.mark.parametrize("name, required", [
    ("get_room", {"room"}),
    ("get_reservation", {"reservation_id"}),
    ("check_availability", {"room_type", "arrival", "departure"}),
    ("quote_cancellation", {"reservation_id"}),
    ("create_reservation", {"guest_name", "guests", "room_type", "rate_plan", "arrival", "departure"}),
    ("assign_room", {"reservation_id", "room", "evidence_token"}),
    ("check_in", {"reservation_id", "evidence_token"}),
    ("move_room", {"reservation_id", "to_room", "reason", "evidence_token"}),
    ("check_out", {"reservation_id", "evidence_token"}),
    ("cancel_reservation", {"reservation_id", "quote_token"}),
    ("mark_no_show", {"reservation_id", "evidence_token"}),
    ("set_housekeeping_status", {"room", "status", "evidence_token"}),
    ("post_charge", {"reservation_id", "category", "description", "amount"}),
    ("record_payment", {"reservation_id", "amount", "method"}),
    ("void_charge", {"reservation_id", "line_id", "reason", "evidence_token"}),
    ("refund_payment", {"reservation_id", "payment_line_id", "amount", "evidence_token"}),
])
def test_required_arguments(name, required):
    schema = Lodging.tool_specs()[name].contract()["input_schema"]
    assert set(schema.get("required", [])) == required


def test_descriptions_name_decoys_near_misses_and_rounding():
    d = {n: s.description.lower() for n, s in Lodging.tool_specs().items()}
    assert "not authoritative" in d["get_availability_summary_cached"]
    assert "authoritative" in d["check_availability"]
    assert "cancels nothing" in d["quote_cancellation"]
    assert "not a no-show" in d["cancel_reservation"] and "not a cancellation" in d["mark_no_show"]
    assert "use refund_payment" in d["void_charge"] and "use void_charge" in d["refund_payment"]
    assert "nobody moves in" in d["assign_room"]
    for name in ("quote_cancellation", "mark_no_show", "get_property_info"):
        assert "rounded half up to the cent" in d[name]
    assert "not the real date" in d["get_property_info"]


def test_outputs_validate_against_declared_models(rt):
    specs = Lodging.tool_specs()
    for name, args in [("get_property_info", {}), ("list_rooms", {}), ("get_room", {"room": "101"}),
                       ("list_reservations", {}), ("get_reservation", {"reservation_id": "RS-7003"}),
                       ("check_availability", {"room_type": "SGL", "arrival": "2026-05-14", "departure": "2026-05-17"}),
                       ("get_availability_summary_cached", {}), ("quote_cancellation", {"reservation_id": "RS-7022"})]:
        model: type[BaseModel] = specs[name].output_model  # type: ignore[assignment]
        model.model_validate(ok(rt, name, args))


# --- fixture and reads --------------------------------------------------------------------
def test_fixture_shape(rt):
    s = rt.state
    assert len(s.rooms) == 11 and len(s.reservations) == 29 and len(s.room_types) == 4 and len(s.rate_plans) == 3
    statuses = {r.status for r in s.reservations.values()}
    assert statuses == {"booked", "in_house", "checked_out", "cancelled", "no_show"}
    assert {r.housekeeping for r in s.rooms.values()} == {"dirty", "clean", "inspected", "out_of_order"}
    assert s.business_date == "2026-05-14"


def test_property_info_rates_and_rounding(rt):
    info = ok(rt, "get_property_info")
    assert info["business_date"] == "2026-05-14" and info["property_name"] == "Larchmere Guesthouse"
    plans = {p["code"]: p for p in info["rate_plans"]}
    assert plans["ADV"]["nightly_rates"] == {"DBL": 116.88, "FAM": 182.67, "SGL": 75.65, "TWN": 109.65}
    assert plans["WKND"]["nightly_rates"]["DBL"] == 123.75
    twin = next(t for t in info["room_types"] if t["code"] == "TWN")
    assert twin["rooms_total"] == 2 and twin["rooms_in_service"] == 1
    assert [t["code"] for t in info["room_types"]] == ["DBL", "FAM", "SGL", "TWN"]


def test_list_rooms_filters_and_order(rt):
    rooms = ok(rt, "list_rooms")["rooms"]
    assert [r["number"] for r in rooms] == ["101", "102", "103", "104", "201", "202", "203", "204", "301", "302", "303"]
    r203 = next(r for r in rooms if r["number"] == "203")
    assert r203["occupied_by"] == "RS-7002" and r203["occupant_name"] == "Hollis Brandt"
    assert r203["assigned_to"] == ["RS-7012"]
    inspected = [r["number"] for r in ok(rt, "list_rooms", {"housekeeping": "inspected"})["rooms"]]
    assert inspected == ["101", "104", "201", "203", "301", "303"]
    vacant_dbl = [r["number"] for r in ok(rt, "list_rooms", {"room_type": "DBL", "vacant_only": True})["rooms"]]
    assert vacant_dbl == ["101", "102", "204"]
    fail(rt, "list_rooms", {"room_type": "PENT"}, "not_found")


def test_list_reservations_filters_and_order(rt):
    rows = ok(rt, "list_reservations")["reservations"]
    keys = [(r["arrival"], r["id"]) for r in rows]
    assert keys == sorted(keys) and len(rows) == 29
    today = ok(rt, "list_reservations", {"arrival_from": "2026-05-14", "arrival_to": "2026-05-14"})["reservations"]
    assert [r["id"] for r in today] == ["RS-7010", "RS-7011", "RS-7012", "RS-7013", "RS-7014", "RS-7015"]
    varga = ok(rt, "list_reservations", {"guest": "VARGA"})["reservations"]
    assert [r["guest_name"] for r in varga] == ["Anneliese Varga", "Annelise Varga"]
    assert [r["id"] for r in ok(rt, "list_reservations", {"guest": "nowak"})["reservations"]] == ["RS-7001"]
    in_house = ok(rt, "list_reservations", {"status": "in_house"})["reservations"]
    assert {r["id"]: r["balance"] for r in in_house} == {"RS-7004": -9.0, "RS-7002": 0.0, "RS-7001": 179.5,
                                                         "RS-7003": 0.01}
    fam = ok(rt, "list_reservations", {"room_type": "FAM", "arrival_from": "2026-05-15"})["reservations"]
    assert [r["id"] for r in fam] == ["RS-7024", "RS-7036"]
    fail(rt, "list_reservations", {"room_type": "XXL"}, "not_found")


def test_get_reservation_folio_totals_and_moves(rt):
    r = res(rt, "RS-7030")
    assert r["charges_total"] == 448.9 and r["payments_total"] == 463.9 and r["refunds_total"] == 15.0
    assert r["balance"] == 0.0
    voided = [ln for ln in r["folio"] if ln["voided"]]
    assert len(voided) == 1 and voided[0]["category"] == "laundry"
    refund = next(ln for ln in r["folio"] if ln["kind"] == "refund")
    pay = next(ln for ln in r["folio"] if ln["kind"] == "payment")
    assert refund["refund_of"] == pay["id"] and pay["refunded"] == 15.0
    assert [m["id"] for m in res(rt, "RS-7003")["moves"]] == ["MV-401"]
    fail(rt, "get_reservation", {"reservation_id": "RS-1"}, "not_found")
    fail(rt, "get_room", {"room": "999"}, "not_found")


def test_check_availability_live_counts(rt):
    assert avail(rt, "DBL", "2026-05-14", "2026-05-19") == [1, 0, 0, 1, 3]
    assert avail(rt, "SGL", "2026-05-14", "2026-05-18") == [0, 2, 0, 1]
    # twin rooms overbooked on 05-18 because 202 is out of order
    out = ok(rt, "check_availability", {"room_type": "TWN", "arrival": "2026-05-17", "departure": "2026-05-19"})
    assert [n["available"] for n in out["nights"]] == [0, -1] and out["min_available"] == -1 and not out["bookable"]
    fail(rt, "check_availability", {"room_type": "DBL", "arrival": "2026-05-16", "departure": "2026-05-16"},
         "invalid_dates")
    fail(rt, "check_availability", {"room_type": "DBL", "arrival": "2026-05-14", "departure": "2026-06-15"},
         "invalid_dates")
    ok(rt, "check_availability", {"room_type": "DBL", "arrival": "2026-05-14", "departure": "2026-06-14"})  # 31 nights
    fail(rt, "check_availability", {"room_type": "PENT", "arrival": "2026-05-14", "departure": "2026-05-15"},
         "not_found")


def test_cached_summary_disagrees_with_live_and_stays_stale(rt):
    cached = {r["room_type"]: r["free"] for r in ok(rt, "get_availability_summary_cached")["rows"]}
    assert ok(rt, "get_availability_summary_cached")["authoritative"] is False
    assert cached["DBL"]["2026-05-15"] == 1 and avail(rt, "DBL", "2026-05-15", "2026-05-16") == [0]
    assert cached["TWN"]["2026-05-14"] == 1 and avail(rt, "TWN", "2026-05-14", "2026-05-15") == [0]
    assert cached["DBL"]["2026-05-18"] == 3
    book(rt, arrival="2026-05-18", departure="2026-05-19")
    assert avail(rt, "DBL", "2026-05-18", "2026-05-19") == [2]
    after = {r["room_type"]: r["free"] for r in ok(rt, "get_availability_summary_cached")["rows"]}
    assert after == cached and after["DBL"]["2026-05-18"] == 3


# --- create_reservation ---------------------------------------------------------------------
def test_create_reservation_locks_rate_and_counts(rt):
    r = book(rt, guest_name="  Zoe Marsh ", guests=2, room_type="FAM", rate_plan="ADV",
             arrival="2026-05-26", departure="2026-05-28")
    assert r["id"] == "RS-7038" and r["status"] == "booked" and r["room"] is None and r["folio"] == []
    assert r["nightly_rate"] == 182.67 and r["guest_name"] == "Zoe Marsh" and r["nights"] == 2
    assert rt.state.clock == "2026-05-14T15:01:00Z"
    assert book(rt)["id"] == "RS-7039"


def test_create_reservation_boundaries(rt):
    base = {"guest_name": "Edge Case", "guests": 1, "room_type": "DBL", "rate_plan": "FLEX",
            "arrival": "2026-05-20", "departure": "2026-05-21"}
    # capacity: 4 fits a family suite, 5 does not
    book(rt, room_type="FAM", guests=4, arrival="2026-05-17", departure="2026-05-18")
    fail(rt, "create_reservation", {**base, "room_type": "FAM", "guests": 5}, "limit_exceeded")
    fail(rt, "create_reservation", {**base, "room_type": "SGL", "guests": 2}, "limit_exceeded")
    # length: 14 nights fits, 15 does not
    book(rt, arrival="2026-06-01", departure="2026-06-15")
    err = fail(rt, "create_reservation", {**base, "arrival": "2026-06-01", "departure": "2026-06-16"}, "limit_exceeded")
    assert "15 nights" in err["message"]
    # dates
    book(rt, arrival="2026-05-14", departure="2026-05-15")  # arriving today is fine (last DBL that night)
    fail(rt, "create_reservation", {**base, "arrival": "2026-05-13", "departure": "2026-05-15"}, "invalid_dates")
    fail(rt, "create_reservation", {**base, "arrival": "2026-05-20", "departure": "2026-05-20"}, "invalid_dates")
    # advance saver: 7 days ahead is fine, 6 is not
    book(rt, rate_plan="ADV", arrival="2026-05-21", departure="2026-05-22")
    err = fail(rt, "create_reservation", {**base, "rate_plan": "ADV", "arrival": "2026-05-20"}, "plan_restricted")
    assert "6 day(s)" in err["message"]
    fail(rt, "create_reservation", {**base, "room_type": "PENT"}, "not_found")
    fail(rt, "create_reservation", {**base, "rate_plan": "VIP"}, "not_found")


def test_create_reservation_sold_out_names_first_full_night(rt):
    err = fail(rt, "create_reservation", {"guest_name": "Late Booker", "guests": 1, "room_type": "SGL",
                                          "rate_plan": "FLEX", "arrival": "2026-05-15", "departure": "2026-05-18"},
               "sold_out")
    assert "2026-05-16" in err["message"]
    book(rt, room_type="SGL", arrival="2026-05-15", departure="2026-05-16")
    book(rt, room_type="SGL", arrival="2026-05-15", departure="2026-05-16")
    fail(rt, "create_reservation", {"guest_name": "Third", "guests": 1, "room_type": "SGL", "rate_plan": "FLEX",
                                    "arrival": "2026-05-15", "departure": "2026-05-16"}, "sold_out")


# --- assign -> check in -----------------------------------------------------------------------
def test_check_in_happy_path_posts_room_nights(rt):
    t = tok(rt, "RS-7010")
    out = ok(rt, "check_in", {"reservation_id": "RS-7010", "evidence_token": t})["reservation"]
    assert out["status"] == "in_house" and out["room"] == "101"
    nights = [ln for ln in out["folio"] if ln["category"] == "room"]
    assert [ln["night"] for ln in nights] == ["2026-05-14", "2026-05-15"]
    assert [ln["id"] for ln in nights] == ["FL-38", "FL-39"] and out["balance"] == 275.0
    assert rt.state.rooms["101"].occupied_by == "RS-7010"
    fail(rt, "check_in", {"reservation_id": "RS-7010", "evidence_token": t}, "stale_evidence")
    fail(rt, "check_in", {"reservation_id": "RS-7010", "evidence_token": tok(rt, "RS-7010")}, "invalid_state")


def test_check_in_without_assigned_room_then_assign_and_ready(rt):
    fail(rt, "check_in", {"reservation_id": "RS-7013", "evidence_token": tok(rt, "RS-7013")}, "no_room_assigned")
    ok(rt, "assign_room", {"reservation_id": "RS-7013", "room": "103", "evidence_token": tok(rt, "RS-7013")})
    err = fail(rt, "check_in", {"reservation_id": "RS-7013", "evidence_token": tok(rt, "RS-7013")}, "room_not_ready")
    assert "clean" in err["message"]
    hk(rt, "103", "inspected")
    out = ok(rt, "check_in", {"reservation_id": "RS-7013", "evidence_token": tok(rt, "RS-7013")})["reservation"]
    assert out["status"] == "in_house" and out["balance"] == 89.0


def test_check_in_refusals(rt):
    # dirty room
    fail(rt, "check_in", {"reservation_id": "RS-7014", "evidence_token": tok(rt, "RS-7014")}, "room_not_ready")
    # assigned room went out of order
    fail(rt, "check_in", {"reservation_id": "RS-7011", "evidence_token": tok(rt, "RS-7011")}, "room_unavailable")
    # previous guest still in the room
    err = fail(rt, "check_in", {"reservation_id": "RS-7012", "evidence_token": tok(rt, "RS-7012")}, "conflict")
    assert "RS-7002" in err["message"]
    # not arriving today
    fail(rt, "check_in", {"reservation_id": "RS-7025", "evidence_token": tok(rt, "RS-7025")}, "invalid_state")
    fail(rt, "check_in", {"reservation_id": "RS-7016", "evidence_token": tok(rt, "RS-7016")}, "invalid_state")
    fail(rt, "check_in", {"reservation_id": "RS-7030", "evidence_token": tok(rt, "RS-7030")}, "invalid_state")


def test_turnover_check_out_then_clean_then_check_in(rt):
    ok(rt, "check_out", {"reservation_id": "RS-7002", "evidence_token": tok(rt, "RS-7002")})
    assert rt.state.rooms["203"].housekeeping == "dirty" and rt.state.rooms["203"].occupied_by is None
    fail(rt, "check_in", {"reservation_id": "RS-7012", "evidence_token": tok(rt, "RS-7012")}, "room_not_ready")
    hk(rt, "203", "clean")
    hk(rt, "203", "inspected")
    ok(rt, "check_in", {"reservation_id": "RS-7012", "evidence_token": tok(rt, "RS-7012")})


def test_assign_room_rules(rt):
    base = {"reservation_id": "RS-7011"}
    fail(rt, "assign_room", {**base, "room": "101", "evidence_token": tok(rt, "RS-7011")}, "wrong_room_type")
    fail(rt, "assign_room", {**base, "room": "202", "evidence_token": tok(rt, "RS-7011")}, "room_unavailable")
    # 201 is held by RS-7025 from 05-15: a stay ending 05-15 does not overlap
    out = ok(rt, "assign_room", {**base, "room": "201", "evidence_token": tok(rt, "RS-7011")})["reservation"]
    assert out["room"] == "201"
    # overlapping holder
    err = fail(rt, "assign_room", {"reservation_id": "RS-7020", "room": "101", "evidence_token": tok(rt, "RS-7020")},
               "conflict")
    assert "RS-7010" in err["message"]
    # in-house stayover in the room
    fail(rt, "assign_room", {"reservation_id": "RS-7013", "room": "104", "evidence_token": tok(rt, "RS-7013")},
         "conflict")
    # a dirty room is accepted at assignment
    ok(rt, "assign_room", {"reservation_id": "RS-7020", "room": "204", "evidence_token": tok(rt, "RS-7020")})
    fail(rt, "assign_room", {"reservation_id": "RS-7001", "room": "103", "evidence_token": tok(rt, "RS-7001")},
         "invalid_state")
    fail(rt, "assign_room", {"reservation_id": "RS-7013", "room": "999", "evidence_token": "x"}, "not_found")
    fail(rt, "assign_room", {"reservation_id": "RS-7013", "room": "103", "evidence_token": "rv-000000000000"},
         "stale_evidence")
    ok(rt, "check_in", {"reservation_id": "RS-7011", "evidence_token": tok(rt, "RS-7011")})


# --- moves -------------------------------------------------------------------------------------
def test_move_room_refusals(rt):
    def move(rid: str, to: str, code: str) -> None:
        fail(rt, "move_room", {"reservation_id": rid, "to_room": to, "reason": "noise",
                               "evidence_token": tok(rt, rid)}, code)

    move("RS-7001", "103", "room_not_ready")       # clean, not inspected
    move("RS-7001", "303", "conflict")             # another guest is in it
    move("RS-7001", "101", "wrong_room_type")
    move("RS-7001", "104", "invalid_state")        # already there
    move("RS-7010", "204", "invalid_state")        # not in house
    move("RS-7003", "301", "conflict")             # held by RS-7015 from today
    move("RS-7001", "999", "not_found")
    ok(rt, "assign_room", {"reservation_id": "RS-7013", "room": "103", "evidence_token": tok(rt, "RS-7013")})
    hk(rt, "103", "inspected")
    move("RS-7001", "103", "conflict")             # inspected now, but RS-7013 holds it tonight
    ok(rt, "check_in", {"reservation_id": "RS-7010", "evidence_token": tok(rt, "RS-7010")})
    hk(rt, "204", "out_of_order")
    move("RS-7010", "204", "room_unavailable")


def test_move_room_happy_path_keeps_rate_and_folio(rt):
    payment = _payment(rt, "RS-7004")
    ok(rt, "refund_payment", {"reservation_id": "RS-7004", "payment_line_id": payment, "amount": 9.0,
                              "evidence_token": tok(rt, "RS-7004")})
    ok(rt, "check_out", {"reservation_id": "RS-7004", "evidence_token": tok(rt, "RS-7004")})
    hk(rt, "303", "clean")
    hk(rt, "303", "inspected")
    before = res(rt, "RS-7001")
    moved = ok(rt, "move_room", {"reservation_id": "RS-7001", "to_room": "303", "reason": "Street noise",
                                 "evidence_token": tok(rt, "RS-7001")})
    assert moved["move"]["id"] == "MV-402" and moved["move"]["from_room"] == "104"
    after = moved["reservation"]
    assert after["room"] == "303" and after["folio"] == before["folio"] and after["nightly_rate"] == 89.0
    assert [m["id"] for m in after["moves"]] == ["MV-402"]
    assert rt.state.rooms["104"].housekeeping == "dirty" and rt.state.rooms["104"].occupied_by is None
    assert rt.state.rooms["303"].occupied_by == "RS-7001"


def _payment(rt: Lodging, rid: str) -> str:
    return next(ln["id"] for ln in res(rt, rid)["folio"] if ln["kind"] == "payment")


# --- housekeeping --------------------------------------------------------------------------
def test_housekeeping_transitions(rt):
    fail(rt, "set_housekeeping_status", {"room": "102", "status": "inspected", "evidence_token": room_tok(rt, "102")},
         "invalid_transition")
    fail(rt, "set_housekeeping_status", {"room": "102", "status": "dirty", "evidence_token": room_tok(rt, "102")},
         "invalid_transition")
    out = hk(rt, "102", "clean")
    assert out["previous"] == "dirty" and out["room"]["housekeeping"] == "clean"
    hk(rt, "102", "inspected")
    hk(rt, "102", "dirty")
    fail(rt, "set_housekeeping_status", {"room": "202", "status": "clean", "evidence_token": room_tok(rt, "202")},
         "invalid_transition")
    hk(rt, "202", "dirty")
    hk(rt, "204", "out_of_order")
    assert ok(rt, "get_property_info")["room_types"][0]["rooms_in_service"] == 3
    err = fail(rt, "set_housekeeping_status", {"room": "104", "status": "out_of_order",
                                               "evidence_token": room_tok(rt, "104")}, "conflict")
    assert "RS-7001" in err["message"]
    fail(rt, "set_housekeeping_status", {"room": "999", "status": "clean", "evidence_token": "x"}, "not_found")


def test_room_token_single_use_and_moves_with_occupancy(rt):
    t = room_tok(rt, "102")
    assert t == room_tok(rt, "102")
    ok(rt, "set_housekeeping_status", {"room": "102", "status": "clean", "evidence_token": t})
    err = fail(rt, "set_housekeeping_status", {"room": "102", "status": "inspected", "evidence_token": t},
               "stale_evidence")
    assert "get_room" in err["message"]
    t101 = room_tok(rt, "101")
    ok(rt, "check_in", {"reservation_id": "RS-7010", "evidence_token": tok(rt, "RS-7010")})
    fail(rt, "set_housekeeping_status", {"room": "101", "status": "dirty", "evidence_token": t101}, "stale_evidence")


def test_out_of_order_room_changes_live_availability(rt):
    assert avail(rt, "DBL", "2026-05-18", "2026-05-19") == [3]
    hk(rt, "204", "out_of_order")
    assert avail(rt, "DBL", "2026-05-18", "2026-05-19") == [2]
    hk(rt, "202", "dirty")
    assert avail(rt, "TWN", "2026-05-18", "2026-05-19") == [0]


# --- cancel vs no-show ------------------------------------------------------------------------
@pytest.mark.parametrize("rid, fee, free_until, days", [
    ("RS-7020", 0.0, "2026-05-14", 1),      # FLEX, arrival tomorrow: last free day
    ("RS-7010", 137.5, "2026-05-13", 0),    # FLEX, arrival today: one night
    ("RS-7021", 0.0, "2026-05-14", 3),      # WKND, exactly 3 days ahead: free
    ("RS-7022", 61.88, "2026-05-13", 2),    # WKND, 2 days: 50% of 123.75 = 61.875 -> 61.88
    ("RS-7023", 350.64, None, 11),          # ADV: never free, whole stay 3 x 116.88
])
def test_quote_cancellation_rules(rt, rid, fee, free_until, days):
    q = ok(rt, "quote_cancellation", {"reservation_id": rid})
    assert (q["fee"], q["free_until"], q["days_before_arrival"]) == (fee, free_until, days)


def test_quote_then_cancel_posts_fee_and_frees_room(rt):
    before = rt.state_hash()
    q = ok(rt, "quote_cancellation", {"reservation_id": "RS-7022"})
    assert rt.state_hash() == before and rt.state.reservations["RS-7022"].status == "booked"
    out = ok(rt, "cancel_reservation", {"reservation_id": "RS-7022", "quote_token": q["quote_token"]})["reservation"]
    assert out["status"] == "cancelled" and out["balance"] == 61.88
    assert out["folio"][0]["category"] == "cancellation_fee" and out["folio"][0]["amount"] == 61.88
    assert avail(rt, "DBL", "2026-05-16", "2026-05-18") == [1, 2]
    fail(rt, "cancel_reservation", {"reservation_id": "RS-7022", "quote_token": q["quote_token"]}, "invalid_state")
    pay = ok(rt, "record_payment", {"reservation_id": "RS-7022", "amount": 61.88, "method": "card"})
    assert pay["reservation"]["balance"] == 0.0


def test_free_cancel_posts_nothing_and_releases_assignment(rt):
    q = ok(rt, "quote_cancellation", {"reservation_id": "RS-7025"})
    assert q["fee"] == 0.0
    out = ok(rt, "cancel_reservation", {"reservation_id": "RS-7025", "quote_token": q["quote_token"]})["reservation"]
    assert out["folio"] == [] and out["room"] is None
    assert ok(rt, "get_room", {"room": "201"})["room"]["assigned_to"] == []


def test_cancel_needs_a_current_quote(rt):
    fail(rt, "cancel_reservation", {"reservation_id": "RS-7020", "quote_token": "cq-000000000000"}, "stale_quote")
    q = ok(rt, "quote_cancellation", {"reservation_id": "RS-7020"})
    ok(rt, "assign_room", {"reservation_id": "RS-7020", "room": "204", "evidence_token": tok(rt, "RS-7020")})
    err = fail(rt, "cancel_reservation", {"reservation_id": "RS-7020", "quote_token": q["quote_token"]}, "stale_quote")
    assert "quote_cancellation" in err["message"]
    q2 = ok(rt, "quote_cancellation", {"reservation_id": "RS-7020"})
    assert q2["quote_token"] != q["quote_token"]
    ok(rt, "cancel_reservation", {"reservation_id": "RS-7020", "quote_token": q2["quote_token"]})
    fail(rt, "cancel_reservation", {"reservation_id": "RS-9999", "quote_token": "x"}, "not_found")


def test_cancel_refused_after_arrival_date_and_when_not_booked(rt):
    err = fail(rt, "quote_cancellation", {"reservation_id": "RS-7016"}, "invalid_state")
    assert "no-show" in err["message"]
    fail(rt, "cancel_reservation", {"reservation_id": "RS-7016", "quote_token": "x"}, "invalid_state")
    fail(rt, "quote_cancellation", {"reservation_id": "RS-7001"}, "invalid_state")
    fail(rt, "quote_cancellation", {"reservation_id": "RS-7033"}, "invalid_state")
    fail(rt, "quote_cancellation", {"reservation_id": "RS-0"}, "not_found")


def test_no_show_fees_and_rules(rt):
    out = ok(rt, "mark_no_show", {"reservation_id": "RS-7016", "evidence_token": tok(rt, "RS-7016")})["reservation"]
    assert out["status"] == "no_show" and out["balance"] == 89.0 and out["folio"][0]["category"] == "no_show_fee"
    # WKND plan: two nights, capped at the stay's one night
    out = ok(rt, "mark_no_show", {"reservation_id": "RS-7011", "evidence_token": tok(rt, "RS-7011")})["reservation"]
    assert out["balance"] == 116.1 and out["room"] is None
    # ADV plan: whole stay, four nights at 116.88
    out = ok(rt, "mark_no_show", {"reservation_id": "RS-7014", "evidence_token": tok(rt, "RS-7014")})["reservation"]
    assert out["balance"] == 467.52
    fail(rt, "mark_no_show", {"reservation_id": "RS-7020", "evidence_token": tok(rt, "RS-7020")}, "invalid_state")
    fail(rt, "mark_no_show", {"reservation_id": "RS-7001", "evidence_token": tok(rt, "RS-7001")}, "invalid_state")
    fail(rt, "mark_no_show", {"reservation_id": "RS-7013", "evidence_token": "rv-stale"}, "stale_evidence")
    fail(rt, "mark_no_show", {"reservation_id": "RS-404", "evidence_token": "x"}, "not_found")


def test_cancel_and_no_show_differ_on_the_same_booking(rt):
    fork = rt.fork()
    q = ok(rt, "quote_cancellation", {"reservation_id": "RS-7015"})
    cancelled = ok(rt, "cancel_reservation", {"reservation_id": "RS-7015", "quote_token": q["quote_token"]})
    no_show = ok(fork, "mark_no_show", {"reservation_id": "RS-7015", "evidence_token": tok(fork, "RS-7015")})
    assert cancelled["reservation"]["balance"] == 96.71      # 50% of 193.41 = 96.705 -> 96.71
    assert no_show["reservation"]["balance"] == 386.82       # 2 nights x 193.41
    assert cancelled["reservation"]["status"] == "cancelled" and no_show["reservation"]["status"] == "no_show"


# --- folio: charges, payments, void vs refund, check-out ---------------------------------------
def test_post_charge_limits(rt):
    line = ok(rt, "post_charge", {"reservation_id": "RS-7001", "category": "restaurant", "description": "Lunch",
                                  "amount": 500.0})["line"]
    assert line["amount"] == 500.0 and line["kind"] == "charge" and line["id"] == "FL-38"
    err = fail(rt, "post_charge", {"reservation_id": "RS-7001", "category": "misc", "description": "Big",
                                   "amount": 500.01}, "limit_exceeded")
    assert "500.00" in err["message"]
    fail(rt, "post_charge", {"reservation_id": "RS-7001", "category": "misc", "description": "Odd",
                             "amount": 1.005}, "invalid_amount")
    fail(rt, "post_charge", {"reservation_id": "RS-7010", "category": "misc", "description": "Early",
                             "amount": 5}, "invalid_state")
    fail(rt, "post_charge", {"reservation_id": "RS-7001", "category": "room", "description": "Extra night",
                             "amount": 5}, "invalid_arguments")
    fail(rt, "post_charge", {"reservation_id": "RS-7001", "category": "misc", "description": "Zero",
                             "amount": 0}, "invalid_arguments")
    fail(rt, "post_charge", {"reservation_id": "RS-0", "category": "misc", "description": "x x", "amount": 1},
         "not_found")
    assert res(rt, "RS-7001")["balance"] == 679.5


def test_payment_up_to_the_balance(rt):
    fail(rt, "record_payment", {"reservation_id": "RS-7001", "amount": 179.51, "method": "card"}, "limit_exceeded")
    fail(rt, "record_payment", {"reservation_id": "RS-7002", "amount": 0.01, "method": "cash"}, "limit_exceeded")
    fail(rt, "record_payment", {"reservation_id": "RS-7004", "amount": 1, "method": "cash"}, "limit_exceeded")
    fail(rt, "record_payment", {"reservation_id": "RS-7001", "amount": 0.001, "method": "card"}, "invalid_amount")
    fail(rt, "record_payment", {"reservation_id": "RS-0", "amount": 1, "method": "card"}, "not_found")
    fail(rt, "record_payment", {"reservation_id": "RS-7001", "amount": 1, "method": "cheque"}, "invalid_arguments")
    out = ok(rt, "record_payment", {"reservation_id": "RS-7001", "amount": 179.5, "method": "cash"})
    assert out["line"]["method"] == "cash" and out["reservation"]["balance"] == 0.0
    ok(rt, "record_payment", {"reservation_id": "RS-7034", "amount": 89.0, "method": "card"})  # a no-show fee


def test_check_out_needs_exactly_zero(rt):
    err = fail(rt, "check_out", {"reservation_id": "RS-7003", "evidence_token": tok(rt, "RS-7003")},
               "unsettled_balance")
    assert "0.01 USD due" in err["message"]
    err = fail(rt, "check_out", {"reservation_id": "RS-7004", "evidence_token": tok(rt, "RS-7004")},
               "unsettled_balance")
    assert "9.00 USD owed to the guest" in err["message"]
    ok(rt, "record_payment", {"reservation_id": "RS-7003", "amount": 0.01, "method": "cash"})
    out = ok(rt, "check_out", {"reservation_id": "RS-7003", "evidence_token": tok(rt, "RS-7003")})["reservation"]
    assert out["status"] == "checked_out" and rt.state.rooms["302"].occupied_by is None
    fail(rt, "check_out", {"reservation_id": "RS-7003", "evidence_token": tok(rt, "RS-7003")}, "invalid_state")
    fail(rt, "check_out", {"reservation_id": "RS-7010", "evidence_token": tok(rt, "RS-7010")}, "invalid_state")
    fail(rt, "check_out", {"reservation_id": "RS-7002", "evidence_token": "rv-000000000000"}, "stale_evidence")


def test_void_charge_vs_refund_payment(rt):
    folio = res(rt, "RS-7001")["folio"]
    minibar = next(ln["id"] for ln in folio if ln["category"] == "minibar")
    payment = next(ln["id"] for ln in folio if ln["kind"] == "payment")
    # near misses refuse the other kind of line
    err = fail(rt, "void_charge", {"reservation_id": "RS-7001", "line_id": payment, "reason": "oops",
                                   "evidence_token": tok(rt, "RS-7001")}, "invalid_state")
    assert "refund_payment" in err["message"]
    err = fail(rt, "refund_payment", {"reservation_id": "RS-7001", "payment_line_id": minibar, "amount": 12.5,
                                      "evidence_token": tok(rt, "RS-7001")}, "invalid_state")
    assert "void_charge" in err["message"]
    # void lowers the balance, moves no money
    out = ok(rt, "void_charge", {"reservation_id": "RS-7001", "line_id": minibar, "reason": "Not consumed",
                                 "evidence_token": tok(rt, "RS-7001")})
    assert out["line"]["voided"] and out["reservation"]["balance"] == 167.0
    assert out["reservation"]["payments_total"] == 100.0
    fail(rt, "void_charge", {"reservation_id": "RS-7001", "line_id": minibar, "reason": "again",
                             "evidence_token": tok(rt, "RS-7001")}, "invalid_state")
    fail(rt, "void_charge", {"reservation_id": "RS-7001", "line_id": "FL-999", "reason": "nope",
                             "evidence_token": tok(rt, "RS-7001")}, "not_found")
    # no credit on this folio, so no refund
    err = fail(rt, "refund_payment", {"reservation_id": "RS-7001", "payment_line_id": payment, "amount": 10,
                                      "evidence_token": tok(rt, "RS-7001")}, "limit_exceeded")
    assert "credit" in err["message"]


def test_refund_boundaries_then_check_out(rt):
    payment = _payment(rt, "RS-7004")
    fail(rt, "refund_payment", {"reservation_id": "RS-7004", "payment_line_id": payment, "amount": 9.01,
                                "evidence_token": tok(rt, "RS-7004")}, "limit_exceeded")
    fail(rt, "refund_payment", {"reservation_id": "RS-7004", "payment_line_id": payment, "amount": 1.234,
                                "evidence_token": tok(rt, "RS-7004")}, "invalid_amount")
    ok(rt, "refund_payment", {"reservation_id": "RS-7004", "payment_line_id": payment, "amount": 4.0,
                              "evidence_token": tok(rt, "RS-7004")})
    out = ok(rt, "refund_payment", {"reservation_id": "RS-7004", "payment_line_id": payment, "amount": 5.0,
                                    "evidence_token": tok(rt, "RS-7004")})
    assert out["line"]["kind"] == "refund" and out["line"]["refund_of"] == payment and out["line"]["method"] == "card"
    assert out["reservation"]["balance"] == 0.0 and out["reservation"]["refunds_total"] == 9.0
    assert next(ln for ln in out["reservation"]["folio"] if ln["id"] == payment)["refunded"] == 9.0
    ok(rt, "check_out", {"reservation_id": "RS-7004", "evidence_token": tok(rt, "RS-7004")})
    fail(rt, "void_charge", {"reservation_id": "RS-7004", "line_id": "FL-1", "reason": "other folio",
                             "evidence_token": tok(rt, "RS-7004")}, "not_found")
    fail(rt, "void_charge", {"reservation_id": "RS-7004", "line_id": "FL-4", "reason": "late",
                             "evidence_token": tok(rt, "RS-7004")}, "invalid_state")


def test_refund_limited_by_the_payment_itself(rt):
    # a closed folio takes no void
    fail(rt, "void_charge", {"reservation_id": "RS-7030", "line_id": "FL-2", "reason": "late",
                             "evidence_token": tok(rt, "RS-7030")}, "invalid_state")
    # Tomasz Nowak settles, then the three room nights are comped: 267.00 credit over two payments
    first = _payment(rt, "RS-7001")
    second = ok(rt, "record_payment", {"reservation_id": "RS-7001", "amount": 179.5, "method": "cash"})["line"]["id"]
    for ln in res(rt, "RS-7001")["folio"]:
        if ln["category"] == "room":
            ok(rt, "void_charge", {"reservation_id": "RS-7001", "line_id": ln["id"], "reason": "comped stay",
                                   "evidence_token": tok(rt, "RS-7001")})
    assert res(rt, "RS-7001")["balance"] == -267.0
    err = fail(rt, "refund_payment", {"reservation_id": "RS-7001", "payment_line_id": first, "amount": 100.01,
                                      "evidence_token": tok(rt, "RS-7001")}, "limit_exceeded")
    assert "only 100.00" in err["message"]
    ok(rt, "refund_payment", {"reservation_id": "RS-7001", "payment_line_id": first, "amount": 100.0,
                              "evidence_token": tok(rt, "RS-7001")})
    fail(rt, "refund_payment", {"reservation_id": "RS-7001", "payment_line_id": first, "amount": 0.01,
                                "evidence_token": tok(rt, "RS-7001")}, "limit_exceeded")
    err = fail(rt, "refund_payment", {"reservation_id": "RS-7001", "payment_line_id": second, "amount": 167.01,
                                      "evidence_token": tok(rt, "RS-7001")}, "limit_exceeded")
    assert "167.00 USD credit" in err["message"]
    out = ok(rt, "refund_payment", {"reservation_id": "RS-7001", "payment_line_id": second, "amount": 167.0,
                                    "evidence_token": tok(rt, "RS-7001")})
    assert out["line"]["method"] == "cash" and out["reservation"]["balance"] == 0.0
    ok(rt, "check_out", {"reservation_id": "RS-7001", "evidence_token": tok(rt, "RS-7001")})


# --- tokens ------------------------------------------------------------------------------------
def test_reservation_token_single_use_on_every_token_write(rt):
    stale = tok(rt, "RS-7001")
    assert stale == tok(rt, "RS-7001")
    ok(rt, "post_charge", {"reservation_id": "RS-7001", "category": "parking", "description": "Parking",
                           "amount": 6.0})
    minibar = next(ln["id"] for ln in res(rt, "RS-7001")["folio"] if ln["category"] == "minibar")
    for name, args in [
        ("void_charge", {"line_id": minibar, "reason": "dispute"}),
        ("refund_payment", {"payment_line_id": _payment(rt, "RS-7001"), "amount": 1}),
        ("move_room", {"to_room": "103", "reason": "noise"}),
        ("check_out", {}),
    ]:
        err = fail(rt, name, {"reservation_id": "RS-7001", "evidence_token": stale, **args}, "stale_evidence")
        assert "get_reservation" in err["message"]
    for rid, name in [("RS-7010", "check_in"), ("RS-7016", "mark_no_show")]:
        fail(rt, name, {"reservation_id": rid, "evidence_token": "rv-made-up"}, "stale_evidence")
    fail(rt, "assign_room", {"reservation_id": "RS-7013", "room": "103", "evidence_token": stale}, "stale_evidence")


# --- bad input, logging, determinism, snapshots ----------------------------------------------------
def test_bad_arguments_are_invalid_arguments(rt):
    for name, args in [
        ("get_reservation", {}),
        ("get_reservation", {"reservation_id": "RS-7001", "extra": 1}),
        ("list_rooms", {"housekeeping": "sparkling"}),
        ("list_reservations", {"status": "pending"}),
        ("list_reservations", {"arrival_from": "14/05/2026"}),
        ("check_availability", {"room_type": "DBL", "arrival": "2026-02-30", "departure": "2026-03-02"}),
        ("create_reservation", {"guest_name": "A", "guests": 1, "room_type": "DBL", "rate_plan": "FLEX",
                                "arrival": "2026-05-20", "departure": "2026-05-21"}),
        ("create_reservation", {"guest_name": "Al Bo", "guests": 0, "room_type": "DBL", "rate_plan": "FLEX",
                                "arrival": "2026-05-20", "departure": "2026-05-21"}),
        ("move_room", {"reservation_id": "RS-7001", "to_room": "103", "reason": "", "evidence_token": "x"}),
        ("set_housekeeping_status", {"room": "101", "status": "sparkling", "evidence_token": "x"}),
    ]:
        fail(rt, name, args, "invalid_arguments")
    assert rt.call("list_rooms", ["not", "an", "object"]).error["code"] == "invalid_arguments"
    assert rt.call("upgrade_guest", {}).error["code"] == "unknown_tool"


def test_failed_calls_are_logged_with_empty_delta(rt):
    rec = rt.call("get_reservation", {"reservation_id": "nope"})
    assert rt.log[-1] is rec and rec.delta == [] and rec.state_hash_before == rec.state_hash_after


def test_write_delta_is_recorded(rt):
    rec = rt.call("set_housekeeping_status", {"room": "102", "status": "clean", "evidence_token": room_tok(rt, "102")})
    paths = {d["path"] for d in rec.delta}
    assert {"rooms.102.housekeeping", "rooms.102.version", "clock"} <= paths and rec.mode == "write"
    assert {"path": "rooms.102.housekeeping", "before": "dirty", "after": "clean"} in rec.delta


def test_reads_never_change_the_state(rt):
    before = rt.state_hash()
    for name in sorted(READS):
        args = {"get_room": {"room": "101"}, "get_reservation": {"reservation_id": "RS-7001"},
                "check_availability": {"room_type": "DBL", "arrival": "2026-05-14", "departure": "2026-05-15"},
                "quote_cancellation": {"reservation_id": "RS-7020"}}.get(name, {})
        ok(rt, name, args)
    assert rt.state_hash() == before


def _scenario() -> dict:
    r = load_runtime("lodging")
    t = r.call("get_reservation", {"reservation_id": "RS-7010"}).result["evidence_token"]
    r.call("check_in", {"reservation_id": "RS-7010", "evidence_token": t})
    r.call("post_charge", {"reservation_id": "RS-7010", "category": "minibar", "description": "Water", "amount": 3.5})
    q = r.call("quote_cancellation", {"reservation_id": "RS-7022"}).result
    r.call("cancel_reservation", {"reservation_id": "RS-7022", "quote_token": q["quote_token"]})
    r.call("create_reservation", {"guest_name": "Det Erministic", "guests": 2, "room_type": "FAM",
                                  "rate_plan": "WKND", "arrival": "2026-05-17", "departure": "2026-05-19"})
    return {"snapshot": r.snapshot(), "log": [rec.model_dump() for rec in r.log]}


def test_determinism_same_calls_same_snapshots():
    a, b = _scenario(), _scenario()
    assert a == b
    assert a["snapshot"]["clock"] == "2026-05-14T15:04:00Z"
    assert a["snapshot"]["next_reservation"] == 7039 and a["snapshot"]["next_line"] == 42


def test_snapshot_restore_round_trip(rt):
    start, start_hash = rt.snapshot(), rt.state_hash()
    ok(rt, "check_in", {"reservation_id": "RS-7015", "evidence_token": tok(rt, "RS-7015")})
    changed = rt.snapshot()
    assert rt.state_hash() != start_hash
    rt.restore(start)
    assert rt.snapshot() == start and rt.state_hash() == start_hash
    rt.restore(changed)
    assert rt.snapshot() == changed
    clone = Lodging(Lodging.State.model_validate(changed))
    assert clone.state_hash() == rt.state_hash()


def test_fork_is_independent(rt):
    fork = rt.fork()
    ok(fork, "record_payment", {"reservation_id": "RS-7034", "amount": 89.0, "method": "cash"})
    assert res(rt, "RS-7034")["balance"] == 89.0 and res(fork, "RS-7034")["balance"] == 0.0
    assert not [r for r in rt.log if r.name == "record_payment"]
