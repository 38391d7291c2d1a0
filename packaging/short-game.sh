# Sourced by install-test.sh and boot-test.sh (from the repository's root).
# A whole game (Black wipes White out at move 9: e6 f4 e3 f6 g5 d6 e7 f5 c5), frame by frame as the
# simulated board's colour sensors see it after each move (`othellier show e6f4...` prints them).
frames=(
  ---------------------------OX------XX-------X-------------------
  ---------------------------OOO-----XX-------X-------------------
  --------------------X------OXO-----XX-------X-------------------
  --------------------X------OXO-----XO-------XO------------------
  --------------------X------OXX-----XO-X-----XO------------------
  --------------------X------OXX-----OO-X----OOO------------------
  --------------------X------OXX-----OX-X----OXX------X-----------
  --------------------X------OXX-----OOOX----OXX------X-----------
  --------------------X------XXX----XXXXX----XXX------X-----------
)
game_moves=(e6 f4 e3 f6 g5 d6 e7 f5 c5)
