"""End-to-end test of `layoutc preview` in a real headless Chromium, driven by Selenium.

Starts the preview of a copy of Samples/profile.layout on a free port, opens the page and checks
what a person would: the elements' boxes in the DOM are the frames `layoutc build --format json`
computes, a save redraws the picture (timed), the width control re-proposes, hovering shows the
tooltip, clicking shows the negotiation, the style switch works, errors show above the last good
picture, and Ctrl-C stops the server. Screenshots go to --screenshots.
"""
import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

RESULTS = {"passed": 0, "failed": 0}


def check(condition, what):
    if condition:
        RESULTS["passed"] += 1
        print(f"ok: {what}")
    else:
        RESULTS["failed"] += 1
        print(f"FAIL: {what}", file=sys.stderr)


def wait_for(predicate, timeout=10.0, interval=0.01):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            value = predicate()
            if value:
                return value
        except Exception:  # the DOM may be mid-update
            pass
        time.sleep(interval)
    return None


def frames_from_json(layoutc, path, proposal, cwd):
    """(kind, tag, x, y, w, h) of every laid-out element, from the CLI (not the server)."""
    out = subprocess.run([layoutc, "build", path, "--format", "json", "--proposal", proposal],
                         cwd=cwd, check=True, capture_output=True, text=True).stdout
    document = json.loads(out)
    frames = []
    stack = [document["layouts"][0]["root"]]
    while stack:
        node = stack.pop()
        if node["frame"] is not None:
            f = node["frame"]
            frames.append((node["kind"], node.get("tag"), f["x"], f["y"], f["width"], f["height"]))
        stack.extend(node["children"])
    return sorted(frames, key=str), document["layouts"][0]["size"]


DOM_FRAMES = """
const panel = document.querySelector('#picture g.panel');
const origin = panel.querySelector('rect.proposal').getBoundingClientRect();
return Array.from(panel.querySelectorAll('g.node')).map(g => {
  const r = g.querySelector(':scope > rect.hit').getBoundingClientRect();
  return [g.dataset.kind, g.dataset.tag || null, r.left - origin.left, r.top - origin.top, r.width, r.height];
});
"""


def dom_frames(driver):
    return sorted(driver.execute_script(DOM_FRAMES), key=str)


def same_frames(dom, expected, tolerance=0.05):
    if len(dom) != len(expected):
        return False
    remaining = list(expected)
    for kind, tag, x, y, w, h in dom:
        match = next((e for e in remaining if e[0] == kind and e[1] == tag
                      and all(abs(a - b) <= tolerance for a, b in zip((x, y, w, h), e[2:]))), None)
        if match is None:
            return False
        remaining.remove(match)
    return True


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--layoutc", required=True)
    parser.add_argument("--screenshots", required=True)
    args = parser.parse_args()
    layoutc = os.path.abspath(args.layoutc)
    os.makedirs(args.screenshots, exist_ok=True)

    work = tempfile.mkdtemp(prefix="layoutc-browser-")
    shutil.copy("Samples/profile.layout", os.path.join(work, "profile.layout"))
    with open(os.path.join(work, "profile.layout")) as f:
        original = f.read()
    server = subprocess.Popen([layoutc, "preview", "profile.layout", "--port", "0"], cwd=work,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    driver = None
    try:
        first = server.stdout.readline().strip()
        check(first.startswith("layoutc preview: http://127.0.0.1:"), f"the address is printed: {first!r}")
        url = first.split()[-1]

        options = webdriver.ChromeOptions()
        options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
        for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1280,900", "--force-device-scale-factor=1", "--hide-scrollbars"):
            options.add_argument(flag)
        service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
        driver = webdriver.Chrome(service=service, options=options)
        driver.get(url)

        # 1. The picture appears and every box is where the layout says.
        check(wait_for(lambda: driver.find_elements(By.CSS_SELECTOR, "#picture g.node")), "the picture is drawn")
        expected, size = frames_from_json(layoutc, "profile.layout", "375xnil", work)
        dom = dom_frames(driver)
        check(same_frames(dom, expected), f"the {len(dom)} boxes in the DOM have the frames of layoutc build --format json")
        check(driver.find_element(By.ID, "status").text.startswith("built #1"), "the status says built #1")
        # The text is drawn in the font it was measured with, which the page loads from the server
        # (/fonts/N), and each text's widest line is as wide as its frame (kerning and tracking
        # included): the picture is the measurement.
        loaded = wait_for(lambda: driver.execute_script(
            "return [...document.fonts].filter(f => f.family.replace(/[\"']/g, '') === 'Inter' "
            "&& f.status === 'loaded').length"))
        check(bool(loaded), f"the page loads Inter from the server ({loaded or 0} faces loaded)")
        widths = driver.execute_script("""
            return [...document.querySelectorAll('#picture g.node')].filter(g => g.querySelector('text'))
              .map(g => [+g.querySelector('rect.hit').getAttribute('width'),
                         Math.max(...[...g.querySelectorAll('text')].map(t => t.getComputedTextLength())),
                         g.querySelector('text').textContent]);""")
        off = [(frame, drawn, text) for frame, drawn, text in widths if abs(frame - drawn) > 0.5]
        check(widths and not off, f"the browser draws each of {len(widths)} texts as wide as its frame "
                                  f"(within 0.5 pt): {off[:3]}")
        driver.save_screenshot(os.path.join(args.screenshots, "preview-page.png"))

        # 2. A save redraws the picture, in place.
        driver.execute_script("document.querySelector('#picture svg').dataset.marker = 'old';")
        saved = time.monotonic()
        with open(os.path.join(work, "profile.layout"), "w") as f:
            f.write(original.replace("Ada Lovelace", "Grace Brewster Hopper"))
        # (At 375 the new name wraps: "Grace Brewster" / "Hopper".)
        redrawn = wait_for(lambda: "Grace Brewster" in driver.find_element(By.ID, "picture").text, timeout=5, interval=0.005)
        elapsed = (time.monotonic() - saved) * 1000
        check(redrawn, f"a save redraws the picture ({elapsed:.0f} ms from the write to the new text in the DOM)")
        check(elapsed < 1000, "the redraw follows the save within a second")
        check(driver.execute_script("return location.href") == url, "no page reload")
        expected, _ = frames_from_json(layoutc, "profile.layout", "375xnil", work)
        check(wait_for(lambda: same_frames(dom_frames(driver), expected)), "after the save the boxes match the new frames")

        # 3. The width control re-proposes.
        width = driver.find_element(By.ID, "width")
        width.send_keys(Keys.CONTROL, "a")
        width.send_keys("280")
        check(wait_for(lambda: driver.execute_script(
            "return document.querySelector('#picture g.panel').dataset.proposal") == "280xnil"), "typing a width re-proposes 280xnil")
        expected, size = frames_from_json(layoutc, "profile.layout", "280xnil", work)
        check(wait_for(lambda: same_frames(dom_frames(driver), expected)), "the boxes at 280 are the frames of --proposal 280xnil")
        slider = driver.find_element(By.ID, "width-range")
        ActionChains(driver).click_and_hold(slider).move_by_offset(-40, 0).release().perform()
        moved = wait_for(lambda: driver.execute_script(
            "return document.querySelector('#picture g.panel').dataset.proposal") not in (None, "280xnil"))
        check(moved, "dragging the slider re-proposes")
        proposal = driver.execute_script("return document.querySelector('#picture g.panel').dataset.proposal")
        expected, size = frames_from_json(layoutc, "profile.layout", proposal, work)
        check(wait_for(lambda: same_frames(dom_frames(driver), expected)), f"the boxes at {proposal} are the frames of --proposal {proposal}")
        width.send_keys(Keys.CONTROL, "a")
        width.send_keys("375")
        wait_for(lambda: driver.execute_script("return document.querySelector('#picture g.panel').dataset.proposal") == "375xnil")

        # 4. Hover: the tooltip tells the element's frame and proposal.
        expected, _ = frames_from_json(layoutc, "profile.layout", "375xnil", work)
        circle = next(f for f in expected if f[0] == "circle")
        target = driver.find_element(By.CSS_SELECTOR, "#picture g.node[data-kind=circle] > rect.hit")
        ActionChains(driver).move_to_element(target).perform()
        tip = wait_for(lambda: driver.find_element(By.ID, "tip").is_displayed() and driver.find_element(By.ID, "tip").text)
        frame = f"x {circle[2]:g}, y {circle[3]:g}, w {circle[4]:g}, h {circle[5]:g}"
        check(bool(tip) and tip.startswith("circle\n" + frame), f"hovering the circle shows its tooltip: {tip!r}")
        check("proposed 64x64" in (tip or ""), "the tooltip says the proposal it received")
        driver.save_screenshot(os.path.join(args.screenshots, "preview-hover.png"))

        # 5. Click: the negotiation of that element and its source.
        target.click()
        trace = wait_for(lambda: driver.find_element(By.ID, "trace").text)
        check(bool(trace) and "placed circle" in trace, "clicking shows the element's negotiation")
        line, column = tip.rsplit("\n", 1)[-1].replace("line ", "").split(", column ")
        location = f"profile.layout:{line}:{column}"
        check(location in driver.find_element(By.ID, "details").text, f"and its source location ({location})")

        # 6. The debug style.
        driver.find_element(By.CSS_SELECTOR, "input[name=style][value=debug]").click()
        check(wait_for(lambda: driver.find_elements(By.CSS_SELECTOR, "#picture svg.debug g.legend")), "the style switch draws the debug style")
        check(same_frames(dom_frames(driver), expected), "the debug style has the same boxes")
        driver.save_screenshot(os.path.join(args.screenshots, "preview-debug.png"))
        driver.find_element(By.CSS_SELECTOR, "input[name=style][value=preview]").click()

        # 7. Errors show above the last good picture; fixing them hides them.
        with open(os.path.join(work, "profile.layout"), "w") as f:
            f.write(original.replace("spacing: 12) <", "spacing: 12 <", 1))
        shown = wait_for(lambda: driver.find_element(By.ID, "diagnostics").is_displayed() and driver.find_element(By.ID, "diagnostics").text)
        check(bool(shown) and "error:" in shown, "a broken save shows the diagnostics")
        check(driver.find_elements(By.CSS_SELECTOR, "#picture g.node"), "the last good picture stays")
        check("error" in driver.find_element(By.ID, "status").text, "the status says there are errors")
        driver.save_screenshot(os.path.join(args.screenshots, "preview-errors.png"))
        with open(os.path.join(work, "profile.layout"), "w") as f:
            f.write(original)
        check(wait_for(lambda: not driver.find_element(By.ID, "diagnostics").is_displayed()), "fixing the file hides them")
        check(wait_for(lambda: "Ada Lovelace" in driver.find_element(By.ID, "picture").text), "and redraws")

        # 8. Bad requests from a browser are refused with a clear error.
        driver.get(url + "picture.svg?w=wide")
        check("expected w to be a number" in driver.page_source, "a bad query is a 400 with a message")
        driver.get(url + "..%2f..%2fetc%2fpasswd")
        check("no such page" in driver.page_source and "root:" not in driver.page_source, "no path traversal")
    finally:
        if driver is not None:
            driver.quit()
        server.send_signal(signal.SIGINT)
        try:
            code = server.wait(timeout=5)
        except subprocess.TimeoutExpired:
            server.kill()
            code = None
        check(code == 0, f"Ctrl-C stops the server cleanly (exit {code})")
        stderr = server.stderr.read()
        check(stderr.rstrip().endswith("layoutc: preview stopped"), "and it says so")
        shutil.rmtree(work, ignore_errors=True)

    print(f"browser: {RESULTS['passed']} passed, {RESULTS['failed']} failed")
    return 0 if RESULTS["failed"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
