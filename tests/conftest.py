"""Every test speaks English unless it asks for another language: the environment's
preferred language is English for the in-process CLI and every subprocess, and a test
that switches the language leaves English behind."""

import os

import pytest

os.environ["LANGUAGE"] = "en"


@pytest.fixture(autouse=True)
def _english_after_each_test():
    yield
    from adrenaline.words import i18n

    if i18n.language() != i18n.ENGLISH:
        i18n.set_language(i18n.ENGLISH)
