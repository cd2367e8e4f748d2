"""The page engine's locators and visibility rules, in real Chromium: every reasonable
implementation of "the section headed X", "the item for X", "the control X", "the field labelled X"
and "the cell of column C for R" is found, and near misses are not."""

from __future__ import annotations

from pathlib import Path

import pytest

from evogen.stages.act.steps import CheckContext, StepFailed

pytestmark = pytest.mark.browser


# --- sections -----------------------------------------------------------------------------------

SECTIONS = """
<h1>Offsite expenses</h1>
<section aria-labelledby="p"><h2 id="p">Labelled region</h2><p>In the region.</p></section>
<section><h2>Plain section</h2><ul><li>Ben: $30.00</li></ul></section>
<h2>Flat heading</h2><ul><li>Ana: $9.00</li></ul><p>Still flat.</p>
<h2>Next flat</h2><p>Ana is owed $60.00</p>
<div class="card"><div class="head"><h3>Card heading</h3><button>Refresh</button></div><ul><li>In the card</li></ul></div>
<div class="card"><div class="head"><h3>Other card</h3></div><p>Other content</p></div>
<fieldset><legend>Legend section</legend><label>Name <input></label></fieldset>
<div><div style="font-weight:700;font-size:20px">Visual heading</div><p>Under the visual heading.</p></div>
<p>Stray text</p>
"""


def test_sections_in_every_reasonable_form(page_of):
    def check(p):
        assert "In the region." in p.text(section="Labelled region")
        assert "Ben: $30.00" in p.text(section="Plain section")
        flat = p.text(section="Flat heading")
        assert "Ana: $9.00" in flat and "Still flat." in flat
        assert "Ana is owed" not in flat  # the next heading of the same rank ends the section
        card = p.text(section="Card heading")
        assert "In the card" in card and "Other content" not in card
        assert "Name" in p.text(section="Legend section")
        assert "Under the visual heading." in p.text(section="Visual heading")
        assert p.text(section="card heading") is not None  # names match case-insensitively

    page_of(SECTIONS, check)


def test_missing_section_names_the_closest_candidates(page_of):
    def check(p):
        with pytest.raises(StepFailed) as err:
            p.run([{"expect_text": {"text": "Ben", "within": {"section": "Paid sofar"}}}])
        message = str(err.value)
        assert "the section headed 'Paid sofar' was not found" in message
        assert "closest on the page" in message and "Plain section" in message or "Flat heading" in message
        assert "Timeout" not in message

    page_of(SECTIONS, check)


# --- items --------------------------------------------------------------------------------------

ITEMS = """
<section><h2>List</h2><ul><li>Fuel <b>$30.00</b> <button>Remove</button></li>
  <li>Fuel surcharge <b>$2.00</b> <button>Remove</button></li></ul></section>
<section><h2>Cards</h2><div class="cards">
  <div class="card"><span>Parking</span><span>$8.00</span><button>Remove</button></div>
  <div class="card"><span>Lunch</span><span>$12.25</span><button>Remove</button></div></div></section>
<section><h2>Cells</h2><div>
  <div class="row"><div class="cell">Taxi</div><div class="cell">$20.00</div><button aria-label="Remove Taxi">x</button></div>
  <div class="row"><div class="cell">Bus</div><div class="cell">$3.00</div><button aria-label="Remove Bus">x</button></div></div></section>
<section><h2>Single</h2><div class="only"><div class="entry"><span>Museum</span> <span>$15.00</span></div></div></section>
"""


def test_items_found_as_list_items_cards_or_repeated_rows(page_of):
    def check(p):
        assert "$30.00" in p.text(item="Fuel") and "surcharge" not in p.text(item="Fuel")  # exact key first
        assert "$8.00" in p.text(item="Parking") and "Lunch" not in p.text(item="Parking")
        taxi = p.text(item="Taxi")
        assert "$20.00" in taxi and "Bus" not in taxi  # the row, not the cell holding only the key
        p.run([{"click": {"control": "Remove", "within": {"item": "Lunch"}}}])
        assert p.find(control="Remove", within={"item": "Taxi"})["described"] == 'button "Remove Taxi"'
        assert len(p.texts(items=True, within={"section": "Cards"})) == 2
        assert len(p.texts(items=True, like="Museum", within={"section": "Single"})) == 1
        assert not p.find(item="Nowhere")["found"]

    page_of(ITEMS, check)


# --- controls and fields ------------------------------------------------------------------------

CONTROLS = """
<button>Archive</button>
<a href="#x">Open report</a>
<div role="tablist"><div role="tab" aria-selected="true" tabindex="0">Week</div><div role="tab" tabindex="-1">Month</div></div>
<div><button aria-pressed="true">Build</button><button aria-pressed="false">Preview</button></div>
<label><input type="checkbox" class="sr-only"> Show archived</label>
<p>Just words</p>
<form>
  <label for="d">Description</label><input id="d">
  <label>Amount (USD): <input type="number"></label>
  <input aria-label="Search tickets">
  <input placeholder="Notes for the driver">
  <div><span>Visual label</span><input></div>
  <label for="s">Paid by *</label><select id="s"><option>Ana</option><option>Ben</option></select>
</form>
"""


def test_controls_and_fields_by_name(page_of):
    def check(p):
        assert p.find(control="Archive")["role"] == "button"
        assert p.find(control="Open report")["role"] == "link"
        assert p.find(control="Week")["role"] == "tab" and p.find(control="Build")["role"] == "button"
        assert p.find(control="Show archived")["tag"] == "label"  # the visible label of a hidden checkbox
        assert not p.find(control="Just words")["found"]  # plain text is not a control
        for label in ("Description", "Amount (USD)", "Search tickets", "Notes for the driver", "Visual label", "Paid by"):
            assert p.find(field=label)["found"], label
        p.run([
            {"fill": {"field": "Amount (USD)", "value": "12.5"}},
            {"expect_value": {"field": "Amount (USD)", "value": "12.5"}},
            {"select": {"field": "Paid by", "option": "Ben"}},
            {"expect_value": {"field": "Paid by", "value": "Ben"}},
            {"check": {"control": "Show archived"}},
            {"expect_selected": {"control": "Show archived"}},
            {"expect_selected": {"control": "Week"}},
            {"expect_selected": {"control": "Build"}},
            {"expect_selected": {"control": "Preview", "selected": False}},
        ])
        with pytest.raises(StepFailed, match="Amount"):
            p.run([{"fill": {"field": "Amount", "value": "1", "exact": True}}])

    page_of(CONTROLS, check)


# --- tables -------------------------------------------------------------------------------------

TABLE = """
<section><h2>By category</h2>
<table><thead><tr><th>Category</th><th>Note</th><th>Subtotal</th></tr></thead>
<tbody><tr><th scope="row">Food</th><td>$99.00 budget</td><td>$12.00</td></tr>
<tr><th scope="row">Travel</th><td>-</td><td>$7.00</td></tr></tbody></table></section>
"""


def test_cells_by_column_header_not_anywhere_in_the_row(page_of):
    def check(p):
        assert p.text(column="Subtotal", row="Food") == "$12.00"
        assert p.texts(column="Subtotal") == ["$12.00", "$7.00"]
        p.run([{"expect_text": {"text": "$12.00", "within": {"column": "Subtotal", "row": "Food"}}}])
        with pytest.raises(StepFailed):  # the amount is in the row, but in another column
            p.run([{"expect_text": {"text": "$99.00", "within": {"column": "Subtotal", "row": "Food"}}}])
        p.run([{"expect_list": {"column": "Category", "texts": ["Food", "Travel"], "whole": True}}])

    page_of(TABLE, check)



def test_a_whole_column_is_all_its_cells_as_text_and_as_scope(page_of):
    """Without `row` or `nth`, "within the column C" means any of its cells: a text in the last row
    is found there, and one is absent only when no cell shows it (not merely the first)."""
    def check(p):
        assert p.text(column="Subtotal") == "$12.00 $7.00"
        p.run([{"expect_text": {"text": "$7.00", "within": {"column": "Subtotal"}}},
               {"expect_text": {"text": "Travel", "within": {"column": "Category"}}},
               {"expect_text": {"text": "$99.00", "absent": True, "within": {"column": "Subtotal"}}},
               {"expect_visible": {"text": "$7.00", "within": {"column": "Subtotal"}}},
               {"expect_text": {"text": "$7.00", "absent": True, "within": {"column": "Subtotal", "nth": 0}}}])
        with pytest.raises(StepFailed, match="still shown"):  # the second row shows it
            p.run([{"expect_text": {"text": "$7.00", "absent": True, "within": {"column": "Subtotal"}}}])
        with pytest.raises(StepFailed):
            p.run([{"expect_visible": {"text": "$12.00", "within": {"column": "Category"}}}])

    page_of(TABLE, check)



ACTIONS_TABLE = """
<section><h2>My series</h2>
<table><thead><tr><th scope="col">Booking</th><th scope="col">Date</th><td aria-hidden="true"></td></tr></thead>
<tbody><tr><td>B-2001</td><td>Mon 2 Mar</td><td><button>Cancel from here</button></td></tr>
<tr><td>B-2002</td><td>Wed 4 Mar</td><td><button>Cancel from here</button></td></tr></tbody></table>
</section>
<section><h2>Held</h2>
<table><tr><th>Slot</th><th>Date</th><th></th></tr><tr><td>S1</td><td>Fri 6 Mar</td><td><button>Hold</button></td></tr></table>
</section>
"""


def test_a_header_row_with_an_empty_cell_over_a_button_column_is_still_the_header(page_of):
    """A <thead> row, or a row of column headers with an empty cell, heads the table: its
    header texts are not read as a row's cells or counted as an item."""
    def check(p):
        assert p.texts(column="Booking") == ["B-2001", "B-2002"]
        assert p.texts(column="Slot") == ["S1"]
        p.run([{"expect_list": {"column": "Date", "within": {"section": "My series"}, "texts": ["Mon 2 Mar", "Wed 4 Mar"],
                                "whole": True}},
               {"expect_list": {"column": "Date", "within": {"section": "Held"}, "texts": ["Fri 6 Mar"], "whole": True}},
               {"expect_count": {"target": {"control": "Cancel from here", "within": {"item": "B-2002"}}, "count": 1}}])

    page_of(ACTIONS_TABLE, check)


WEEK = """
<section><h2>This week</h2>
<table><thead><tr><th rowspan="2">Block</th><th colspan="2">Early week</th><th>Late</th></tr>
<tr><th>Mon 2 Mar</th><th>Tue 3 Mar</th><th>Wed 4 Mar</th></tr></thead>
<tbody><tr><th>08:00–10:00</th><td rowspan="3">Ravi Iyer · Membrane prep</td><td>Free A</td><td>Free B</td></tr>
<tr><th>10:00–12:00</th><td>Kofi Mensah · T-cell panel</td><td>Free C</td></tr>
<tr><th>12:00–14:00</th><td colspan="2">Closed for service</td></tr>
<tr><th>14:00–16:00</th><td>Free D</td><td>Free E</td><td>Free F</td></tr></tbody></table></section>
"""


def test_merged_cells_cover_every_row_and_column_they_span(page_of):
    """A booking merged over three blocks (rowspan) is the Mon cell of each of those rows, and the
    cells after it keep their columns; a colspan covers both columns; header rows can span too."""

    def check(p):
        for block in ("08:00–10:00", "10:00–12:00", "12:00–14:00"):
            assert p.text(column="Mon 2 Mar", row=block) == "Ravi Iyer · Membrane prep", block
        assert p.text(column="Tue 3 Mar", row="10:00–12:00") == "Kofi Mensah · T-cell panel"
        assert p.text(column="Wed 4 Mar", row="10:00–12:00") == "Free C"
        assert p.text(column="Tue 3 Mar", row="12:00–14:00") == "Closed for service"
        assert p.text(column="Wed 4 Mar", row="12:00–14:00") == "Closed for service"
        assert p.text(column="Mon 2 Mar", row="14:00–16:00") == "Free D"
        assert p.text(column="Wed 4 Mar", row="14:00–16:00") == "Free F"
        assert p.texts(column="Mon 2 Mar") == ["Ravi Iyer · Membrane prep", "Free D"]  # a merged cell once
        with pytest.raises(StepFailed):  # the booking is not in the Tue column of its rows
            p.run([{"expect_text": {"text": "Ravi Iyer", "within": {"column": "Tue 3 Mar", "row": "12:00–14:00"}}}])

    page_of(WEEK, check)


# --- what counts as visible ---------------------------------------------------------------------

VISIBILITY = """
<p>Plainly shown</p>
<span class="sr-only">Only for screen readers</span>
<p style="display:none">Display none</p>
<p style="visibility:hidden">Visibility hidden</p>
<p style="opacity:0">Opacity zero</p>
<div style="height:0;overflow:hidden"><p>Clipped to zero</p></div>
<p style="position:absolute;left:-9999px">Off screen</p>
<p title="Only in a tooltip">Hover me</p>
<p style="color:transparent">Transparent ink</p>
<div style="height:40px;overflow:auto"><p style="margin-top:200px">Scrolled inside a box</p></div>
<p>Total: <strong>$60.75</strong></p>
<input value="Typed by the user"><input readonly value="Read-only total 4">
"""


def test_visible_means_visible(page_of):
    def check(p):
        text = p.text()
        assert "Plainly shown" in text and "Scrolled inside a box" in text and "Total: $60.75" in text
        for hidden in ("Only for screen readers", "Display none", "Visibility hidden", "Opacity zero",
                       "Clipped to zero", "Off screen", "Only in a tooltip", "Transparent ink", "Typed by the user"):
            assert hidden not in text, hidden
        assert "Read-only total 4" in text
        p.run([{"expect_text": {"text": "Clipped to zero", "absent": True}}])

    page_of(VISIBILITY, check)


def test_engine_cannot_be_forged_by_page_scripts(page_of):
    forge = """
      window.getComputedStyle = () => ({ display: 'block', visibility: 'visible', opacity: '1', getPropertyValue: () => '' });
      Element.prototype.getBoundingClientRect = () => ({ left: 0, top: 0, right: 100, bottom: 20, width: 100, height: 20 });
      Element.prototype.getClientRects = function () { return [this.getBoundingClientRect()]; };
      Range.prototype.getClientRects = () => [{ left: 0, top: 0, right: 100, bottom: 20, width: 100, height: 20 }];
      window.__evogenEngine = { forged: true };
    """

    def check(p):
        text = p.text()
        assert "Hidden by CSS" not in text and "Shown" in text
        assert p.world("typeof __evogenEngine.resolve") == "function"
        assert p.session.page.evaluate("window.__evogenEngine.forged") is True  # the page only changed its own world

    page_of('<p>Shown</p><p style="display:none">Hidden by CSS</p>', check, script=forge)


# --- tool-call counting and early failure --------------------------------------------------------

def test_a_wrong_page_fails_at_once_not_after_a_timeout(page_of):
    import time

    def check(p):
        started = time.perf_counter()
        with pytest.raises(StepFailed, match="not shown"):
            p.run([{"expect_text": "Never there"}])
        assert time.perf_counter() - started < 2.0  # the page settled: no wait for the 5 s limit

    page_of("<p>Settled page</p>", check)


def test_text_that_appears_later_is_awaited(page_of):
    later = "setTimeout(() => { document.getElementById('late').textContent = 'Arrived'; }, 400);"

    def check(p):
        p.run([{"expect_text": "Arrived"}])

    page_of('<p id="late">Waiting</p>', check, script=later)


# --- charts -------------------------------------------------------------------------------------

def _svg_bars(values: list[tuple[str, float]], *, scale: float = 2.0) -> str:
    bars = []
    for i, (label, value) in enumerate(values):
        x = 20 + i * 60
        h = value * scale
        bars.append(f'<rect x="{x}" y="{220 - h}" width="40" height="{h}" fill="#36c" aria-label="{label}: {value}"/>'
                    f'<text x="{x + 20}" y="240" text-anchor="middle">{label}</text>')
    return f'<figure><figcaption>Weekly sales</figcaption><svg width="400" height="260">' \
           f'<rect x="0" y="0" width="400" height="260" fill="#fff"/>{"".join(bars)}</svg></figure>'


DATA = [{"label": "W1", "value": 30}, {"label": "W2", "value": 80}, {"label": "W3", "value": 50}]


def test_chart_geometry_accepts_a_faithful_bar_chart_in_svg_or_html(page_of):
    html_bars = "".join(
        f'<div style="display:flex;flex-direction:column;align-items:center;justify-content:flex-end;height:200px;width:50px">'
        f'<div style="background:#c33;width:30px;height:{v * 2}px"></div><span>{w}</span></div>'
        for w, v in (("W1", 30), ("W2", 80), ("W3", 50)))

    def check(p):
        p.run([{"expect_chart": {"target": {"chart": "Weekly sales"}, "data": DATA}}])

    page_of(_svg_bars([("W1", 30), ("W2", 80), ("W3", 50)]), check)

    def check_html(p):
        p.run([{"expect_chart": {"target": {"section": "Weekly sales"}, "data": DATA}}])

    page_of(f'<section><h2>Weekly sales</h2><div style="display:flex">{html_bars}</div></section>', check_html)


@pytest.mark.parametrize(("values", "problem"), [
    ([("W3", 50), ("W2", 80), ("W1", 30)], "not in the data's order"),  # weeks reversed
    ([("W1", 30), ("W2", 30), ("W3", 50)], "not drawn longer"),  # a bar's length disagrees with its value
    ([("W1", 30), ("W3", 50)], "not shown"),  # a bar and its label missing
])
def test_chart_geometry_catches_wrong_charts(page_of, values, problem):
    def check(p):
        with pytest.raises(StepFailed, match=problem):
            p.run([{"expect_chart": {"target": {"chart": "Weekly sales"}, "data": DATA}}])

    page_of(_svg_bars(values), check)


def test_chart_line_must_run_through_the_values(page_of):
    def line(points: str) -> str:
        labels = "".join(f'<text x="{x}" y="240" text-anchor="middle">{w}</text>'
                         for x, w in ((46, "W1"), (146, "W2"), (246, "W3")))
        path = f'<polyline points="{points}" fill="none" stroke="#333" stroke-width="2"/>' if points else ""
        return f'<svg role="img" aria-label="Trend" width="300" height="260">{path}{labels}</svg>'

    def ok(p):
        p.run([{"expect_chart": {"target": {"chart": "Trend"}, "marks": "line", "data": DATA}}])

    page_of(line("46,160 146,60 246,120"), ok)

    def missing(p):
        with pytest.raises(StepFailed, match="no line"):
            p.run([{"expect_chart": {"target": {"chart": "Trend"}, "marks": "line", "data": DATA}}])

    page_of(line(""), missing)

    def flat(p):
        with pytest.raises(StepFailed, match="not drawn higher"):
            p.run([{"expect_chart": {"target": {"chart": "Trend"}, "marks": "line", "data": DATA}}])

    page_of(line("46,120 146,120 246,120"), flat)


# --- the presentation probe -----------------------------------------------------------------------

def _probe(p) -> dict:
    """What the presentation probe reads off the loaded page."""
    from evogen.stages.act.probe import PROBE_JS

    return p.world(f"({PROBE_JS})()")


def test_probe_ignores_visually_hidden_text_but_sees_real_clipping(page_of):
    table = ('<table><thead><tr><th class="sr-only">Row actions</th><th>Name</th></tr></thead>'
             '<tbody><tr><td><button>Edit</button></td><td>Ana</td></tr></tbody></table>')

    def clean(p):
        probe = _probe(p)
        assert probe["clipped"] == [] and probe["text_length"] > 0

    page_of(table, clean)

    def clipped(p):
        probe = _probe(p)
        assert probe["clipped"] and "long explanation" in probe["clipped"][0]

    page_of('<div style="height:20px;overflow:hidden;width:200px">A long explanation that wraps over several lines '
            'and is cut off by a box that is far too short for it</div>', clipped)


def test_probe_flags_low_contrast_but_not_on_inactive_controls(page_of):
    """WCAG 1.4.3 sets no minimum for inactive controls: a greyed-out disabled button (or aria-disabled
    one, or the label of a disabled field) is not unreadable UI, but the same grey on active text is;
    text over a gradient is not measured against the page's white."""
    grey = "color:#c8c8c8;background:#f4f4f4"
    inactive = (f'<p>Pick a dish first.</p><button disabled style="{grey}">Add to prep list</button>'
                f'<span role="button" aria-disabled="true" style="{grey}">Book appointment</span>'
                f'<fieldset disabled><legend style="{grey}">Delivery</legend></fieldset>'
                f'<label style="{grey}">Notes <input disabled></label>'
                '<div style="background:linear-gradient(#222,#444)"><p style="color:#eee">On a dark band</p></div>')

    def clean(p):
        probe = _probe(p)
        assert probe["low_contrast"] == [] and probe["text_length"] > 0

    page_of(inactive, clean)

    def flagged(p):
        probe = _probe(p)
        texts = [c["text"] for c in probe["low_contrast"]]
        assert "Add to prep list" in texts and "Notes" in texts
        assert all(c["ratio"] < 3 for c in probe["low_contrast"])

    page_of(f'<button style="{grey}">Add to prep list</button><label style="{grey}">Notes <input></label>', flagged)

    # a page that asks for the dark scheme only is drawn on Chromium's dark canvas: light text reads well
    # there, dark text does not
    def dark(p):
        assert [c["text"] for c in _probe(p)["low_contrast"]] == ["Faint"]

    page_of('<p>Shipped today</p><p style="color:#333">Faint</p>', dark, css=":root { color-scheme: dark; color: #e6e6e6; }")


def test_probe_flags_leftover_placeholders_not_the_word_todo(page_of):
    def clean(p):
        assert _probe(p)["placeholder"] is None

    page_of("<h1>Todo</h1><ul><li>Buy milk</li></ul><h2>TODO</h2><p>3 todos left</p>", clean)

    for body, found in (("<p>TODO: wire the filter</p>", "TODO:"), ("<p>FIXME(ana) totals</p>", "FIXME("),
                        ("<p>Lorem ipsum dolor sit amet</p>", "Lorem ipsum")):
        def leftover(p, found=found):
            assert _probe(p)["placeholder"] == found

        page_of(body, leftover)


# --- reported by contract authors ---------------------------------------------------------------

def test_svg_titles_name_marks_and_spaces_between_inline_elements_count(page_of):
    body = ('<svg width="200" height="100"><g role="img"><title>Week 1: 1,184 samples</title>'
            '<rect x="0" y="0" width="10" height="10"/></g>'
            '<rect role="img" x="20" y="0" width="10" height="10"><title>Week 2: 90 samples</title></rect></svg>'
            '<section><h2>Summary</h2><p><span>Total:</span> <span>10,487 samples</span></p>'
            '<p id="count"></p><p><span>Status:</span> <b>open</b></p></section>')
    # React's `{n} {word}`: three adjacent text nodes, the middle one a single space
    script = 'const c = document.getElementById("count"); for (const t of ["10", " ", "active"]) c.appendChild(document.createTextNode(t));'

    def check(p):
        assert p.find(role="img", name="Week 1: 1,184 samples")["found"]
        assert p.find(role="img", name="Week 2: 90 samples")["found"]
        summary = p.text(section="Summary")
        assert "Total: 10,487 samples" in summary and "10 active" in summary and "Status: open" in summary

    page_of(body, check, script=script)


def test_an_exact_heading_outranks_a_chart_whose_name_only_contains_it(page_of):
    body = ('<section><h2>Monthly visits</h2><p>Average 12</p>'
            '<svg role="group" aria-label="Line chart of monthly visits" width="10" height="10"></svg></section>')

    def check(p):
        assert "Average 12" in p.text(section="Monthly visits")

    page_of(body, check)


def test_rows_across_several_table_bodies_are_one_list(page_of):
    body = ('<section><h2>By phase</h2><table><thead><tr><th>Phase</th><th>Time</th></tr></thead>'
            '<tbody><tr><td>Prepare</td><td>1m</td></tr><tr><td>Checkout</td><td>30s</td></tr></tbody>'
            '<tbody><tr><td>Verify</td><td>9m</td></tr><tr><td>Lint</td><td>1m</td></tr>'
            '<tr><td>Unit tests</td><td>4m</td></tr></tbody></table></section>')

    def check(p):
        assert len(p.texts(items=True, within={"section": "By phase"})) == 5
        assert len(p.texts(items=True, like="Lint", within={"section": "By phase"})) == 5

    page_of(body, check)


def test_a_line_chart_with_two_series_fits_the_right_line(page_of):
    labels = "".join(f'<text x="{x}" y="240" text-anchor="middle">{w}</text>'
                     for x, w in ((46, "W1"), (146, "W2"), (246, "W3")))
    other = '<polyline points="46,60 146,160 246,200" fill="none" stroke="#c33" stroke-width="2"/>'
    right = '<polyline points="46,160 146,60 246,120" fill="none" stroke="#333" stroke-width="2"/>'

    def check(p):
        p.run([{"expect_chart": {"target": {"chart": "Trend"}, "marks": "line", "data": DATA}}])

    page_of(f'<svg role="img" aria-label="Trend" width="300" height="260">{other}{right}{labels}</svg>', check)


# --- choice controls ------------------------------------------------------------------------------

CHOICES = """
<label>Assign to <select><option value="">Choose an agent…</option><option>Ana Ruiz</option>
  <option disabled>Ben Okafor (deactivated)</option><option>Cleo Park</option></select></label>
<label>Assign later <select><option>Ana Ruiz</option><option hidden>Ben Okafor</option></select></label>
<fieldset><legend>Priority</legend><label><input type="radio" name="p"> Low</label>
  <label><input type="radio" name="p" disabled> Urgent</label><label><input type="radio" name="p"> High</label></fieldset>
<button id="room" aria-haspopup="listbox" aria-controls="rooms" aria-label="Meeting room">Pick a room</button>
<ul id="rooms" role="listbox" hidden><li role="option">Aspen</li><li role="option" aria-disabled="true">Birch</li>
  <li role="option">Cedar</li></ul>
<button id="portal" aria-haspopup="listbox">Destination</button>
"""
CHOICES_JS = """
document.getElementById('room').addEventListener('click', () => { document.getElementById('rooms').hidden = false; });
document.getElementById('portal').addEventListener('click', () => {
  const box = document.createElement('div'); box.setAttribute('role', 'listbox');
  box.innerHTML = '<div role="option">Lisbon</div><div role="option">Porto</div>'; document.body.append(box);
});
"""


def test_options_offered_by_any_choice_control(page_of):
    def check(p):
        # a native select: placeholder and disabled options are not offered
        p.run([{"expect_options": {"field": "Assign to", "includes": ["Ana Ruiz", "Cleo"], "excludes": ["Ben Okafor"]}}])
        p.run([{"expect_options": {"field": "Assign to", "exactly": ["Ana Ruiz", "Cleo Park"], "whole": True}}])
        p.run([{"expect_options": {"field": "Assign later", "exactly": ["Ana"]}}])  # a hidden option is not offered
        p.run([{"expect_options": {"section": "Priority", "exactly": ["Low", "High"]}}])  # radios in a fieldset
        # a custom listbox that renders only once opened, through aria-controls or as a portal
        p.run([{"expect_options": {"control": "Meeting room", "exactly": ["Aspen", "Cedar"]}}])
        p.run([{"expect_options": {"control": "Destination", "includes": ["Porto"], "excludes": ["Madrid"]}}])

    page_of(CHOICES, check, script=CHOICES_JS)


def test_a_python_check_reads_what_any_choice_control_offers(page_of):
    """``ctx.options`` reads as ``expect_options`` does: a custom dropdown is opened and closed again."""

    def check(p):
        ctx = CheckContext(p.session.page, p.session, Path("."), 0, p.runner)
        assert ctx.options({"field": "Assign to"}) == ["Ana Ruiz", "Cleo Park"]  # no placeholder, nothing disabled
        assert ctx.options({"section": "Priority"}) == ["Low", "High"]
        assert ctx.options({"control": "Meeting room"}) == ["Aspen", "Cedar"]
        assert p.world("document.getElementById('rooms').hidden === false")  # opened to be read …
        assert ctx.options({"control": "Destination"}) == ["Lisbon", "Porto"]  # … a portal too
        assert ctx.options({"text": "Stray text"}) == []
        with pytest.raises(StepFailed, match="was not found"):
            ctx.options({"field": "Nowhere to be found"})
        assert ctx.value({"field": "Assign later"}) == "Ana Ruiz"  # a select's shown choice
        assert ctx.value({"control": "Meeting room"}) == "Pick a room"  # what a custom dropdown shows

    page_of(CHOICES + "<p>Stray text</p>", check, script=CHOICES_JS)


@pytest.mark.parametrize(("step", "problem"), [
    ({"field": "Assign to", "includes": ["Ben Okafor"]}, "cannot be chosen"),
    ({"field": "Assign to", "excludes": ["Cleo"]}, "which it must not"),
    ({"field": "Assign to", "exactly": ["Cleo Park", "Ana Ruiz"]}, "wanted"),  # order matters
    ({"field": "Assign to", "exactly": ["Ana Ruiz"]}, "wanted"),  # one too many
    ({"section": "Priority", "includes": ["Urgent"]}, "cannot be chosen"),
    ({"control": "Meeting room", "includes": ["Birch"]}, "cannot be chosen"),
    ({"text": "Stray text", "includes": ["Ana"]}, "offers no options"),
])
def test_options_catch_what_a_control_must_or_must_not_offer(page_of, step, problem):
    def check(p):
        with pytest.raises(StepFailed, match=problem):
            p.run([{"expect_options": step}])

    page_of(CHOICES + "<p>Stray text</p>", check, script=CHOICES_JS)


def test_chart_marks_must_carry_their_own_value_when_asked(page_of):
    named = [{**d, "name": f"{d['label']}: {d['value']}"} for d in DATA]

    def check(p):
        p.run([{"expect_chart": {"target": {"chart": "Weekly sales"}, "data": named}}])
        wrong = [*named[:2], {**named[2], "name": "W3: 55"}]
        with pytest.raises(StepFailed, match='not "W3: 55"'):
            p.run([{"expect_chart": {"target": {"chart": "Weekly sales"}, "data": wrong}}])

    page_of(_svg_bars([("W1", 30), ("W2", 80), ("W3", 50)]), check)


def test_expect_state_equals_null_asserts_null(page_of):
    from mock_runtimes import load_runtime

    def check(p):
        p.session.runtime = load_runtime("helpdesk")
        p.run([{"expect_state": {"path": "tickets.T-1001.assignee", "equals": None}}])
        with pytest.raises(StepFailed, match="expected None"):
            p.run([{"expect_state": {"path": "tickets.T-1001.subject", "equals": None}}])
        p.run([{"expect_state": {"path": "tickets.T-1001.subject"}}])  # no equals: asserts nothing about the value

    page_of("<p>state</p>", check)


CUSTOM_DROPDOWN = """
<span id="svc-label">Service</span>
<button id="svc" aria-haspopup="listbox" aria-labelledby="svc-label" aria-expanded="false"><span id="svc-value">Passport</span> <span aria-hidden="true">▾</span></button>
<ul id="svc-list" role="listbox" aria-labelledby="svc-label" hidden>
  <li role="option" aria-selected="true">Passport</li><li role="option">Driving licence</li></ul>
<button>Reset</button>
"""
CUSTOM_DROPDOWN_JS = """
const btn = document.getElementById('svc'), list = document.getElementById('svc-list');
btn.addEventListener('click', () => { list.hidden = !list.hidden; btn.setAttribute('aria-expanded', String(!list.hidden)); });
document.addEventListener('keydown', (e) => { if (e.key === 'Escape') list.hidden = true; });
for (const li of list.querySelectorAll('li')) li.addEventListener('click', () => {
  document.getElementById('svc-value').textContent = li.textContent; list.hidden = true;
});
"""


def test_a_custom_dropdown_is_a_field_labelled_by_its_label(page_of):
    """A button that opens a listbox, named through aria-labelledby, is "the field labelled X"."""
    def check(p):
        assert p.find(field="Service")["described"].startswith("button")
        p.run([{"expect_value": {"field": "Service", "value": "Passport"}},
               {"expect_options": {"field": "Service", "exactly": ["Passport", "Driving licence"]}},
               {"select": {"field": "Service", "option": "Driving licence"}},
               {"expect_value": {"field": "Service", "value": "Driving licence"}}])
        with pytest.raises(StepFailed, match="was not found"):
            p.run([{"expect_value": {"field": "Reset", "value": ""}}])  # a plain button is not a field

    page_of(CUSTOM_DROPDOWN, check, script=CUSTOM_DROPDOWN_JS)


COMBOBOX_WITH_CARET = """
<label id="reason-label">Reason</label>
<button role="combobox" aria-labelledby="reason-label" aria-expanded="false" aria-controls="reasons">Refused by patient▾</button>
<ul id="reasons" role="listbox" hidden><li role="option">Refused by patient</li><li role="option">Held by prescriber</li></ul>
<button aria-haspopup="menu" aria-label="Ward">▼ North</button>
"""
COMBOBOX_WITH_CARET_JS = """
const box = document.querySelector('[role=combobox]'), list = document.getElementById('reasons');
box.addEventListener('click', () => { list.hidden = !list.hidden; });
for (const li of list.querySelectorAll('li')) li.addEventListener('click', () => {
  box.textContent = li.textContent + '\\u25BE'; list.hidden = true;
});
"""


def test_a_caret_typed_into_a_custom_dropdown_is_not_part_of_its_value(page_of):
    """"Held by prescriber▾" shows the choice "Held by prescriber": an arrow glyph at either end of a
    custom dropdown's text is decoration; a wrong choice still fails."""
    def check(p):
        p.run([{"expect_value": {"field": "Reason", "value": "Refused by patient"}},
               {"select": {"field": "Reason", "option": "Held by prescriber"}},
               {"expect_value": {"field": "Reason", "value": "Held by prescriber"}},
               {"expect_value": {"field": "Ward", "value": "North"}}])
        with pytest.raises(StepFailed, match="Held by prescriber"):
            p.run([{"expect_value": {"field": "Reason", "value": "Refused by patient"}}])

    page_of(COMBOBOX_WITH_CARET, check, script=COMBOBOX_WITH_CARET_JS)
