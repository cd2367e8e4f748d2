import pytest

from evogen.stages.evaluate.agreement import (
    accuracy,
    cohens_kappa,
    gwets_ac1,
    pairwise_ranking_accuracy,
    rank_correlation,
)

# 10 items, two raters, pass/fail. Hand computation:
# agree on 8 -> p_o = 0.8; A has 6 P / 4 F, B has 6 P / 4 F
# kappa: p_e = (6*6 + 4*4)/100 = 0.52 -> (0.8-0.52)/0.48 = 0.58333
# AC1: pi_P = (6+6)/20 = 0.6, pi_F = 0.4; p_e = 2*0.6*0.4/(2-1) = 0.48 -> (0.8-0.48)/0.52 = 0.61538
A = list("PPPPPPFFFF")
B = list("PPPPPFFFFP")


def test_accuracy_kappa_ac1_hand_computed():
    assert sum(a == b for a, b in zip(A, B)) == 8
    assert accuracy(A, B) == pytest.approx(0.8)
    assert cohens_kappa(A, B) == pytest.approx(0.28 / 0.48)
    assert gwets_ac1(A, B) == pytest.approx(0.32 / 0.52)


def test_perfect_and_degenerate_agreement():
    assert cohens_kappa(list("PPP"), list("PPP")) == 1.0
    assert gwets_ac1(list("PPPF"), list("PPPF")) == pytest.approx(1.0)
    with pytest.raises(ValueError):
        accuracy(["P"], [])


def test_pairwise_ranking_accuracy_hand_computed():
    reference = [1.0, 2.0, 3.0, 3.0]
    predicted = [1.0, 3.0, 2.0, 2.0]
    # strict reference pairs: (0,1) agree, (0,2) agree, (0,3) agree, (1,2) disagree, (1,3) disagree -> 3/5
    assert pairwise_ranking_accuracy(predicted, reference) == pytest.approx(3 / 5)
    assert pairwise_ranking_accuracy([1, 1], [1, 2]) == pytest.approx(0.5)


def test_rank_correlation_of_two_leaderboards():
    a = {"m1": 0.75, "m2": 0.5, "m3": 0.25, "m4": 0.1}
    b = {"m1": 0.7, "m2": 0.2, "m3": 0.3, "m4": 0.05, "extra": 0.9}
    rc = rank_correlation(a, b)
    assert rc.n == 4
    assert rc.spearman == pytest.approx(0.8)  # d = 0,1,1,0 -> 1 - 6*2/(4*15)
    assert rc.kendall == pytest.approx(4 / 6)  # 5 concordant, 1 discordant of 6
